#!/usr/bin/env node
// Bundles the server (our TypeScript and the shared contract) into apps/server/dist/main.mjs;
// npm packages stay external. Running that takes ~60 MB less memory than compiling on the fly
// with tsx, and starts faster. Used by `npm start` and `npm run bench`; tests run the source.
// SERVER_DIST names another output file (several people running browser tests at once).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@agora/'));

await build({
  entryPoints: [`${root}apps/server/src/main.ts`],
  outfile: process.env.SERVER_DIST ?? `${root}apps/server/dist/main.mjs`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
