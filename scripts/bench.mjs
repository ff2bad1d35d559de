#!/usr/bin/env node
// `npm run bench`: autocannon on 127.0.0.1 against the real server on a large catalogue, and in the
// same run against a bare Fastify route on the same machine as the baseline. Prints requests/s,
// p50/p95/p99 latency and the ratio to the baseline, plus the server's memory.
// The catalogue: DATA_DIR (default ./data-large), seeded with `npm run seed:large` when empty.
// Not part of `npm test`: speed is measured here, never in timed tests.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { watchRss } from './bench-attacks.mjs';
import { benchCheckout, printCheckout } from './bench-checkout.mjs';
import { benchImport, printImport } from './bench-import.mjs';
import { benchMoney, printMoney } from './bench-money.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data-large'));
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const port = Number(process.env.BENCH_PORT ?? 18500); // another port when one is taken (several benches on one machine)
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

/** What every browser sends: the server may answer gzip (the bare baseline route never does). */
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** One autocannon run; p50/p95/p99 from every response's own time. */
const run = (url, opts = {}) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration, headers, ...opts }, (err, result) =>
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

// The server exactly as `npm start` runs it (bundled, with its memory limits), and a second one
// with the catalogue cache off for the "uncached" cases: the cache keys on validated input, so
// no made-up query parameter gets past it any more.
const startServer = (serverPort, env = {}) =>
  spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    // A high login limit: the login flood stands for many addresses, as a real one would come from.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(serverPort), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const waitForHealth = async (url) => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
};
const server = startServer(port);
await waitForHealth(base);
// start.mjs supervises the server as its child: read the child's memory.
const serverPid = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(' ').pop();
const statusMb = (field) => Math.round(Number(readFileSync(`/proc/${serverPid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);

const uncachedPort = port + 2;
const uncachedServer = startServer(uncachedPort, { CATALOG_CACHE: 'false' });
await waitForHealth(`http://127.0.0.1:${uncachedPort}`);

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
  ['type-ahead, Latin "hea"', '/api/search/suggest?q=hea'],
  ['type-ahead, Thai หูฟัง', `/api/search/suggest?q=${encodeURIComponent('หูฟัง')}`],
  ['type-ahead, two words "lumora x"', `/api/search/suggest?q=${encodeURIComponent('lumora x')}`],
];
// The type-ahead's product index is built on its first use (a few seconds at 100,000 products): before measuring.
for (const url of [base, `http://127.0.0.1:${uncachedPort}`]) await fetch(`${url}/api/search/suggest?q=a`);

// Search terms a buyer might type, each used once: parts of product names (English and
// Japanese), so neither the response cache nor the per-term hit cache can answer.
const names = [];
for (const lang of ['en', 'jp']) {
  for (let page = 1; page <= 5; page++) {
    const body = await (await fetch(`${base}/api/customer/product/get_all_products?page=${page}&page_size=100`, { headers: { lang } })).json();
    names.push(...body.data.list.map((p) => p.name));
  }
}
const terms = [
  ...new Set(
    names.flatMap((name) =>
      name
        .toLowerCase()
        .split(/[\s,()–-]+/)
        .filter((w) => [...w].length >= 3)
        .flatMap((w) => [[...w].slice(0, 3).join(''), [...w].slice(1, 4).join(''), [...w].slice(-4).join('')]),
    ),
  ),
].filter((t) => [...t].length >= 3);

// On a small machine autocannon and the server share the cores and figures wander by 10-20 %:
// the baseline is measured before and after the cases, and their mean is the reference.
// BENCH_ONLY=<regular expression> runs only the cases whose name matches (while working on one).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name) => !only || only.test(name);

const baselineBefore = await run(`http://127.0.0.1:${port + 1}/`);
const rows = [];
for (const [name, url] of cases.filter(([name]) => wanted(name))) {
  rows.push([`${name}, cached`, await run(base + url), true]);
  rows.push([`${name}, uncached`, await run(`http://127.0.0.1:${uncachedPort}${url}`), true]);
}

let next = 0;
const newTerms = `search, a new term each request (${terms.length} terms)`;
if (wanted(newTerms)) {
  rows.push([
    newTerms,
    await run(`${base}/api/search/x`, {
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/search/${encodeURIComponent(terms[next++ % terms.length])}?page_size=20` }) }],
    }),
    true,
  ]);
}

// The type-ahead as typed: a new prefix (1 to 4 letters of the terms above) each request, on the
// server without the answer cache, so every answer is worked out.
let nextPrefix = 0;
const prefixes = [...new Set(terms.flatMap((term) => [1, 2, 3, 4].map((n) => [...term].slice(0, n).join(''))))];
const newPrefixes = `type-ahead, a new prefix each request, uncached (${prefixes.length})`;
if (wanted(newPrefixes)) {
  rows.push([
    newPrefixes,
    await run(`http://127.0.0.1:${uncachedPort}/api/search/suggest`, {
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/search/suggest?q=${encodeURIComponent(prefixes[nextPrefix++ % prefixes.length])}` }) }],
    }),
    true,
  ]);
}

// The seller centre: saving a product whose text changed (it goes to review each time), and how
// long after an approval the product's category listing first shows it (polled; the listing is
// cached before the approval, so this measures the targeted invalidation). Writes into DATA_DIR: a
// "Bench Lamp" product of seller1, reused by later runs.
const sellerRows = [];
if (wanted('seller: product save with review') || wanted('seller: approval to first listing that shows it')) {
  const login = async (email, password) =>
    (
      await (
        await fetch(`${base}/api/customer/login/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, password }).toString(),
        })
      ).json()
    ).data['access-token'];
  const seller = { 'access-token': await login('seller1@agora.test', 'Seller#2026') };
  const admin = { 'access-token': await login('admin@agora.test', 'Admin#2026') };
  const json = (headers) => ({ ...headers, 'content-type': 'application/json' });
  const post = async (url, body, headers) => (await fetch(`${base}${url}`, { method: 'POST', headers: json(headers), body: JSON.stringify(body) })).json();
  const { default: sharp } = await import('sharp');
  const form = new FormData();
  form.append(
    'file',
    new Blob([
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08552' } })
        .png()
        .toBuffer(),
    ]),
    'lamp.png',
  );
  const upload = (await (await fetch(`${base}/api/upload`, { method: 'POST', headers: seller, body: form })).json()).data.path;
  const leaf = category.children[0].id;
  const found = (await (await fetch(`${base}/api/seller/product/list?q=bench%20lamp`, { headers: seller })).json()).data.list[0];
  const body = (name, variants) => ({
    category_id: leaf,
    name_en: name,
    images: [upload],
    variants: variants ?? [{ options: { size: 'M' }, price: 2500, market_price: 3000, stock: 50, sku: `BENCH-LAMP-${Date.now()}` }],
  });
  const productId = found?.id ?? (await post('/api/seller/product/save', body('Bench Lamp'), seller)).data.id;
  const editor = (await (await fetch(`${base}/api/seller/product/${productId}`, { headers: seller })).json()).data;
  const variants = editor.variants.map(({ id, options, price, market_price, stock, sku }) => ({ id, options, price, market_price, stock, sku }));
  const saveBody = (n) => JSON.stringify({ ...body(`Bench Lamp ${n}`, variants), id: productId, category_id: editor.category_id });

  if (wanted('seller: product save with review')) {
    let n = 0;
    const result = await run(`${base}/api/seller/product/save`, {
      method: 'POST',
      headers: { ...headers, ...json(seller) },
      requests: [{ setupRequest: (req) => ({ ...req, body: saveBody(n++) }) }],
    });
    sellerRows.push([
      'seller: product save with review',
      `${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms${result.errors ? ` (${result.errors} errors)` : ''}`,
    ]);
  }
  if (wanted('seller: approval to first listing that shows it')) {
    const times = [];
    const listing = `${base}/api/category/${editor.category_id}/1?page_size=20&sort=new`;
    for (let round = 0; round < 5; round++) {
      await fetch(`${base}/api/seller/product/save`, { method: 'POST', headers: json(seller), body: saveBody(`round ${round}`) });
      for (let warm = 0; warm < 3; warm++) await fetch(listing);
      const start = performance.now();
      await post('/api/admin/product/review', { id: productId, approve: 1 }, admin);
      for (;;) {
        const list = (await (await fetch(listing)).json()).data.list;
        if (list.some((p) => p.id === productId)) break;
      }
      times.push(performance.now() - start);
    }
    sellerRows.push([
      'seller: approval to first listing that shows it',
      `median ${percentile(times, 50).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (5 rounds, review answer included)`,
    ]);
  }
}

// A normal listing measured alone, then beside each attack of the hardening review, with the
// server's peak memory during each (BENCH_ATTACK_SECONDS, default 20).
const attackSeconds = Number(process.env.BENCH_ATTACK_SECONDS ?? 20);
const attackRows = [];
if (wanted('under attack')) {
  const listing = `${base}${cases[0][1]}`;
  const picture = `${base}/media/${(await (await fetch(`${base}/api/customer/product/get_new?page_size=1`)).json()).data.list[0].image}`;
  const beside = async (name, attack, url = listing) => {
    const stopWatching = watchRss(() => statusMb('VmRSS'));
    const [measured, attacked] = await Promise.all([run(url, { duration: attackSeconds }), attack()]);
    attackRows.push([name, measured, attacked, stopWatching()]);
  };
  const login = async (email, password) =>
    (
      await (
        await fetch(`${base}/api/customer/login/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, password }).toString(),
        })
      ).json()
    ).data['access-token'];
  const tokens = [];
  for (const n of [1, 2, 3]) tokens.push(await login(`buyer${n}@agora.test`, 'Buyer#2026'));
  for (const n of [1, 2, 3, 4]) tokens.push(await login(`seller${n}@agora.test`, 'Seller#2026'));
  // Each attack in a process of its own, as an attacker's program would be (scripts/bench-attacks.mjs).
  const attack =
    (name, ...args) =>
    () =>
      new Promise((resolve, reject) =>
        execFile(process.execPath, ['scripts/bench-attacks.mjs', JSON.stringify({ attack: name, args })], { cwd: root, maxBuffer: 1 << 20 }, (err, out) =>
          err ? reject(err) : resolve(JSON.parse(out)),
        ),
      );

  await beside('no attack', async () => null);
  await beside('cache fill: 20 connections of distinct 12 KB URLs', attack('cacheFill', base, attackSeconds));
  await beside('slow bodies: 15,000 unfinished requests from 127.0.0.2', attack('slowBodies', port, attackSeconds));
  await beside('the same, each closed one re-opened 10 ms later', attack('slowBodies', port, attackSeconds, { target: 5_000, retryMs: 10 }));
  await beside('uploads with 250 text fields of 1 MB, 4 at once', attack('multipartFields', base, tokens[0], attackSeconds));
  await beside('image bombs (9,999² header) and 49 MP PNGs, 4 at once', attack('imageBombs', base, tokens, attackSeconds));
  await beside('a product picture, no attack', async () => null, picture);
  await beside('a product picture beside 200 logins at once', attack('loginFlood', base, attackSeconds), picture);
}

// The checkout on fresh demo malls (SQLite, and PostgreSQL when a database URL is set), on ports of its own.
const checkoutRows = wanted('checkout') ? await benchCheckout({ port: port + 10, seconds: duration }) : [];
// A seller's 5,000-line CSV import beside health checks, on fresh demo malls, on ports of its own.
const importRows = wanted('import') ? await benchImport({ port: port + 20 }) : [];
// The money property at length: many actors at once, then the audit.
const money = wanted('money') ? benchMoney() : null;

const baselineAfter = await run(`http://127.0.0.1:${port + 1}/`);
const baseline = { ...baselineAfter, rps: (baselineBefore.rps + baselineAfter.rps) / 2 };
rows.unshift(['bare Fastify route (baseline, mean of before and after)', baseline, false]);

console.log(`\n${products.toLocaleString('en')} products, ${connections} connections, ${duration} s each, 127.0.0.1\n`);
console.log(`${'case'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'vs base'.padStart(8)}`);
for (const [name, r, compared] of rows) {
  const ratio = compared ? `${Math.round((r.rps / baseline.rps) * 100)} %` : '';
  console.log(
    `${name.padEnd(52)} ${String(Math.round(r.rps)).padStart(8)} ${`${r.p50.toFixed(1)}ms`.padStart(7)} ${`${r.p95.toFixed(1)}ms`.padStart(7)} ${`${r.p99.toFixed(1)}ms`.padStart(7)} ${ratio.padStart(8)}${r.errors ? `  (${r.errors} errors)` : ''}`,
  );
}
for (const [name, figure] of sellerRows) console.log(`${name.padEnd(52)} ${figure}`);
if (attackRows.length) {
  console.log(`\nThe first listing (cached) or a picture, ${attackSeconds} s beside each attack, with the server's peak RSS:`);
  for (const [name, r, attack, peakMb] of attackRows) {
    const detail = attack ? ` ${JSON.stringify(attack)}` : '';
    console.log(
      `${name.padEnd(62)} ${String(Math.round(r.rps)).padStart(8)} req/s  p99 ${`${r.p99.toFixed(1)}ms`.padStart(7)}  peak RSS ${peakMb} MB${r.errors ? `  (${r.errors} errors)` : ''}${detail}`,
    );
  }
}
if (checkoutRows.length) printCheckout(checkoutRows);
if (importRows.length) printImport(importRows);
if (money) printMoney(money);
console.log(`\nserver memory: ${statusMb('VmRSS')} MB now, ${statusMb('VmHWM')} MB at its peak (RSS)`);

process.kill(-server.pid, 'SIGTERM');
process.kill(-uncachedServer.pid, 'SIGTERM');
await bare.close();
process.exit(0);
