#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (Vitest), then browser tests (Playwright) against
// the built app. Every step runs even if an earlier one failed; the totals go to
// test-results/summary.json and the last line reads "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Steps that run side by side (the type checks, lint and the web build are single-threaded): each
 * one's output is held and printed whole when it ends, so the log reads as if they ran in turn.
 */
const together = (steps) =>
  Promise.all(
    steps.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`◀ ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
            resolve(status === 0);
          });
        }),
    ),
  );

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
/** What failed, named again just above the last line: CI keeps only the end of the output. */
const failures = [];
const step = (label, ok) => {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
};

const [contractTypes, serverTypes, webTypes, linted, built] = await together([
  ['typecheck: contract', 'npx', ['tsc', '-p', 'packages/contract']],
  ['typecheck: server', 'npx', ['tsc', '-p', 'apps/server']],
  ['typecheck: web', 'npx', ['tsc', '-p', 'apps/web']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['build web', 'npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn']],
]);
step('typecheck', contractTypes && serverTypes && webTypes);
step('lint', linted);
step('build web', built);

const vitestOk = run('unit and API tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]);
const vitest = readJson(`${out}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  for (const file of vitest.testResults)
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failures.push(`vitest: ${file.name.replace(root, '')} › ${test.fullName}\n    ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
  if (!vitestOk && vitest.numFailedTests === 0) failures.push('vitest: the run itself failed (see above)');
} else {
  step('vitest: no report', false);
}

if (built) step('first-page JavaScript budget', run('first-page JavaScript budget', 'node', ['scripts/bundle-size.mjs', '--check']));
const e2eOk = built && run('browser tests (playwright)', 'npx', ['playwright', 'test']);
const e2e = readJson(`${out}/playwright.json`);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') failures.push(`playwright: [${test.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites) walk(suite, []);
  if (!e2eOk && e2e.stats.unexpected === 0) failures.push('playwright: the run itself failed (see above)');
} else if (built) {
  step('playwright: no report', false);
}

writeFileSync(`${out}/summary.json`, JSON.stringify({ passed, failed, failures }));
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
