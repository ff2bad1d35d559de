/**
 * Browser tests: the real server (bundled as npm start runs it, built web app, fresh SQLite
 * database seeded with the demo) on a real port, driven with Debian's Chromium. Never a
 * downloaded browser.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = path.join(import.meta.dirname, 'test-results', `e2e-data-${port}`);
// SERVER_DIST: a server bundle of one's own, when several people test at once (as WEB_DIST).
const serverDist = process.env.SERVER_DIST ?? 'apps/server/dist/main.mjs';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test's trace keeps its actions, network and DOM snapshots, but not a film of
    // screenshots: filming every test (traces are recorded for all, kept for the failed) took
    // some 8 % of the tests' time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // As a user who asked for less motion: no transitions to wait out, no spinner repainting the page.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  webServer: {
    // The server as `npm start` runs it: bundled (the unit and API tests cover the source).
    // e2e/serve-with-smtp.mjs runs it with an SMTP server whose messages land in DATA_DIR/outbox.
    command: `rm -rf "${dataDir}" && node scripts/build-server.mjs && node e2e/serve-with-smtp.mjs ${serverDist}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // WEB_DIST: a build of one's own (`vite build apps/web --outDir …`), when several people test at once.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
