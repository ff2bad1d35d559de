import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on 8080; `npm run dev:web` proxies /api and /media to it.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 600, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' } },
});
