#!/usr/bin/env node
// Gzipped JavaScript a buyer downloads for the first storefront page (the entry with the home
// page, its static imports and one language file), from Vite's build manifest (SIZE_DIST: another build).
// UI.md's budget is 170 KB; `--check` fails above it. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.env.SIZE_DIST ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
const keyEnding = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
visit('index.html');
// The home page is part of the entry; should it become a chunk of its own again, it still counts.
if (keyEnding('features/home/home-page.tsx')) visit(keyEnding('features/home/home-page.tsx'));
visit(keyEnding('locales/en.json'));

let total = 0;
const rows = [...seen].map((key) => {
  const size = gzipSync(readFileSync(dist + manifest[key].file)).length;
  total += size;
  return [manifest[key].file, size];
});
for (const [file, size] of rows.sort((a, b) => b[1] - a[1])) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const BUDGET_KB = 170;
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first storefront page, JavaScript, gzipped (budget ${BUDGET_KB} KB)`);
if (process.argv.includes('--check') && total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${(total / 1024 - BUDGET_KB).toFixed(1)} KB: load the new code lazily, or make room.`);
  process.exit(1);
}
