#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (Vitest), then browser tests (Playwright) against
// the built app. Every step runs even if an earlier one failed; the totals go to
// test-results/summary.json and the last line reads "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}test-results`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
const step = (ok) => (ok ? passed++ : failed++);

step(run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
step(run('lint', 'npx', ['biome', 'check', '.']));

const vitestOk = run('unit and API tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]);
const vitest = readJson(`${out}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
} else {
  failed++;
}

const built = run('build web', 'npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']);
if (!built) failed++;
if (built) step(run('first-page JavaScript budget', 'node', ['scripts/bundle-size.mjs', '--check']));
const e2eOk = built && run('browser tests (playwright)', 'npx', ['playwright', 'test']);
const e2e = readJson(`${out}/playwright.json`);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
} else if (built) {
  failed++;
}

writeFileSync(`${out}/summary.json`, JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
