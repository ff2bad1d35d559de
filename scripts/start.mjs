#!/usr/bin/env node
// `npm start`: builds the web app if it is not built yet, bundles the server (a fraction of a
// second), then runs it under scripts/supervise.mjs, which restarts it when it dies (it migrates,
// seeds an empty database and prints the URL and the demo accounts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { supervise } from './supervise.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start only)…');
  run('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']);
}
run('node', ['scripts/build-server.mjs']);
// The supervisor runs in this process, not in a child of it: a SIGTERM/SIGINT sent to this process
// (kill, a service manager) reaches it, where a child of ours would be left running, never told.
// The server runs from the repository root as before, so the default DATA_DIR (./data) holds.
process.chdir(root);
// glibc gives each thread that allocates its own memory arena, and libvips decodes pictures on
// several threads: two 49 MP uploads at once left the server at ~400 MB RSS with the default, ~300
// MB with two arenas (sharp's documentation suggests the same). Read when the server starts.
process.env.MALLOC_ARENA_MAX ??= '2';
// V8 left to itself grows the heap to hundreds of MB under load before collecting; these limits
// keep the server near 200 MB at no measurable cost in requests/s (see README, Performance).
supervise(['--max-semi-space-size=8', '--max-old-space-size=256', '--enable-source-maps', 'apps/server/dist/main.mjs']);
