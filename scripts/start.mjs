#!/usr/bin/env node
// `npm start`: builds the web app if it is not built yet, then starts the server (which migrates,
// seeds an empty database and prints the URL and the demo accounts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start only)…');
  run('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']);
}
run('npx', ['tsx', 'apps/server/src/main.ts']);
