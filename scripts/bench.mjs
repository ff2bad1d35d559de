#!/usr/bin/env node
// `npm run bench`: autocannon on 127.0.0.1 against the real server on a large catalogue, and in the
// same run against a bare Fastify route on the same machine as the baseline. Prints requests/s,
// p50/p95/p99 latency and the ratio to the baseline, plus the server's memory.
// The catalogue: DATA_DIR (default ./data-large), seeded with `npm run seed:large` when empty.
// Not part of `npm test`: speed is measured here, never in timed tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = new URL('..', import.meta.url).pathname;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data-large'));
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const port = 18500;
const base = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(dataDir, 'agora.sqlite'))) {
  console.log(`Seeding ${products} products into ${dataDir}…`);
  const seeded = spawnSync('npx', ['tsx', 'apps/server/src/modules/seed/seed-large.ts', '--products', String(products)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) process.exit(1);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

/** One autocannon run; p50/p95/p99 from every response's own time. */
const run = (url, opts = {}) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration, ...opts }, (err, result) =>
      err
        ? reject(err)
        : resolve({
            rps: result.requests.average,
            p50: percentile(times, 50),
            p95: percentile(times, 95),
            p99: percentile(times, 99),
            errors: result.non2xx + result.errors,
          }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

// The baseline: the least a Fastify route on this machine can cost, answering a small JSON body.
const bare = Fastify();
bare.get('/', async () => ({ code: 200, message: 'Success', data: { ok: true } }));
await bare.listen({ port: port + 1, host: '127.0.0.1' });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  detached: true,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}

const jp = encodeURIComponent('ヘッド');
const zh = encodeURIComponent('耳机');
const category = (await (await fetch(`${base}/api/customer/index/get-first-category`)).json()).data.list[0];
const child = category.children[0].id;
const productId = (await (await fetch(`${base}/api/customer/product/get_hot_list?page_size=1`)).json()).data.list[0].id;
const cases = [
  ['category listing, 20 by price', `/api/category/${child}/1?page_size=20&sort=price_asc`],
  ['category listing, top level, by price', `/api/category/${category.id}/3?page_size=20&sort=price_desc`],
  ['product detail', `/api/customer/product/detail/${productId}`],
  ['home: new', '/api/customer/product/get_new?page_size=12'],
  ['home: hot', '/api/customer/product/get_hot_list?page_size=12'],
  ['home: recommended', '/api/customer/product/get_recommend?page_size=12'],
  ['search, Latin "phone"', '/api/search/phone?page_size=20'],
  ['search, Japanese ヘッド', `/api/search/${jp}?page_size=20`],
  ['search, Chinese 耳机 (2 chars)', `/api/search/${zh}?page_size=20`],
];

const baseline = await run(`http://127.0.0.1:${port + 1}/`);
const rows = [['bare Fastify route (baseline)', baseline, null]];
for (const [name, url] of cases) {
  rows.push([`${name}, cached`, await run(base + url), baseline]);
  // Uncached: a different query each request, so the catalogue cache never answers.
  let n = 0;
  rows.push([
    `${name}, uncached`,
    await run(base + url, {
      requests: [{ setupRequest: (req) => ({ ...req, path: `${url}${url.includes('?') ? '&' : '?'}_=${n++}` }) }],
    }),
    baseline,
  ]);
}

const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
const mb = (field) => Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);

console.log(`\n${products.toLocaleString('en')} products, ${connections} connections, ${duration} s each, 127.0.0.1\n`);
console.log(`${'case'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'vs base'.padStart(8)}`);
for (const [name, r, base] of rows) {
  const ratio = base ? `${Math.round((r.rps / base.rps) * 100)} %` : '';
  console.log(
    `${name.padEnd(52)} ${String(Math.round(r.rps)).padStart(8)} ${`${r.p50}ms`.padStart(6)} ${`${r.p95}ms`.padStart(6)} ${`${r.p99}ms`.padStart(6)} ${ratio.padStart(8)}${r.errors ? `  (${r.errors} errors)` : ''}`,
  );
}
console.log(`\nserver memory: ${mb('VmRSS')} MB now, ${mb('VmHWM')} MB at its peak (RSS)`);

process.kill(-server.pid, 'SIGTERM');
await bare.close();
process.exit(0);
