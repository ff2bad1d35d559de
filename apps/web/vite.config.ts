import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The API runs on 8080; `npm run dev:web` proxies /api and /media to it.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    manifest: true,
    // A lazy page's scripts come with it through its own imports; only its styles need the preload
    // helper (nothing else would load them). Listing every script too put the name of each chunk of
    // the app into the first page's JavaScript (about 3 KB compressed, and more with each page).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rolldownOptions: {
      output: {
        // Menus and popovers position themselves with floating-ui; keep it in a chunk of its own so
        // small Mantine helpers the first page needs are not bundled next to it.
        // The libraries every page runs on (React, the router, queries, i18n) in one chunk: the first
        // page then loads a few larger files that compress together instead of many small ones.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/ },
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+)[\\/]/ },
            // Our small modules the first page and the lazy pages share (the API client, i18n, prices,
            // the session): one chunk instead of a dozen tiny ones, each with its own imports.
            {
              name: 'app-core',
              test: /[\\/]src[\\/](lib[\\/](api-client|i18n|price|events|external-store|media|deferred-part|prefs|query-client|error-text)|features[\\/]session[\\/](session-store|api|login-link)|features[\\/]locale[\\/]use-price)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' } },
});
