import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file per core. Vitest's default keeps a core free, which on a 2-core machine runs one
    // file at a time, while the API tests spend much of their time waiting on the database.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Passwords hashed cheaply (the demo's in the templates too): see the file.
          setupFiles: ['apps/server/src/test/low-password-cost.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
