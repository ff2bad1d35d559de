// The money property at length (`npm run bench`, case "money"): many actors taking random money
// steps at once on SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on
// PostgreSQL, then the audit (apps/server/src/modules/audit/money-property.test.ts with more actors
// and steps than `npm test` gives it). Reports the steps taken, how long, the breaches and the
// books' total, per database.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

export function benchMoney({ actors = 8, steps = 12_000 } = {}) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const run = spawnSync('npx', ['vitest', 'run', 'apps/server/src/modules/audit/money-property.test.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      MONEY_ACTORS: String(actors),
      MONEY_STEPS: String(steps),
      MONEY_REPORT: '1',
      ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const rows = [...output.matchAll(/money property on (\w+): (.*)/g)].map(([, dialect, line]) => [dialect, line]);
  return { rows, passed: run.status === 0 };
}

export function printMoney({ rows, passed }) {
  console.log('\nMoney property at length: actors taking random money steps at once, then the audit');
  for (const [dialect, line] of rows) console.log(`${dialect.padEnd(12)} ${line}`);
  if (!rows.length || !passed) console.log('the run FAILED (see npx vitest run apps/server/src/modules/audit/money-property.test.ts)');
}
