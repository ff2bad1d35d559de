// The checkout bench (`npm run bench`, case "checkout"): orders placed per second at 10
// connections, each order as a buyer makes it: three "add to cart" (two shops) then one wallet
// placement, on a fresh demo mall on SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is
// set, on a fresh PostgreSQL database. Reports orders/s, the placement's p50/p95/p99, the server's
// CPU per order and its memory. Everything is set up through the API, as a client would.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const CONNECTIONS = 10;
const TICKS = 100; // clock ticks per second in /proc/<pid>/stat

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

export async function startServer(port, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agora-bench-checkout-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const workerPid = () => readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ').pop();
  return {
    base,
    cpuTicks: () => {
      const fields = readFileSync(`/proc/${workerPid()}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    },
    rssMb: (field = 'VmRSS') =>
      Math.round(Number(readFileSync(`/proc/${workerPid()}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024),
    stop: () => {
      process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function client(base) {
  const call = async (method, url, token, body) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { ...(token ? { 'access-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  };
  return { get: (url, token) => call('GET', url, token), post: (url, body, token) => call('POST', url, token, body) };
}

/** Ten buyers with money and an address, and three lines from two shops with plenty of stock. */
async function prepare(api) {
  const login = async (email, password) => (await api.post('/customer/login/account', { email, password })).data['access-token'];
  const admin = await login('admin@agora.test', 'Admin#2026');
  const products = (await api.get('/customer/product/get_all_products?page_size=100')).data.list;
  const details = [];
  for (const product of products) {
    const detail = (await api.get(`/customer/product/detail/${product.id}`)).data;
    if (details.some((d) => d.shop.id === detail.shop.id) && details.length < 2) continue;
    details.push(detail);
    if (details.length === 3) break;
  }
  const lines = details.map((d) => ({ product_id: d.id, variant_id: d.variants[0].id, shop_id: d.shop.id }));
  // Stock for the whole run, through the seller's stock application and the operator's approval.
  for (const n of [1, 2, 3, 4]) {
    const seller = await login(`seller${n}@agora.test`, 'Seller#2026');
    for (const line of lines) {
      for (let i = 0; i < 3; i++) await api.post('/seller/stock/apply', { variant_id: line.variant_id, quantity: 100000 }, seller);
    }
  }
  const pending = (await api.get('/admin/stock/pending?page_size=100', admin)).data.list;
  for (const application of pending) await api.post('/admin/stock/review', { id: application.id, approve: 1 }, admin);

  const state = (await api.post('/citys', { country: 'TH' })).data[0];
  const buyers = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const email = `bench-${Date.now()}-${i}@example.test`;
    const registered = await api.post('/customer/register/account', {
      firstname: `Bench Buyer ${i}`,
      email,
      phone: '+66812345678',
      password: 'bench-pass-2026',
      confirm_password: 'bench-pass-2026',
      agree: 1,
    });
    const token = registered.data['access-token'];
    const userId = registered.data.user.id;
    await api.post('/admin/wallet/adjust', { user_id: userId, amount: 1_000_000_000, remark: 'bench' }, admin);
    const address = await api.post(
      '/checkout/onepage/addressadd',
      {
        first_name: `Bench ${i}`,
        email,
        phone: '+66812345678',
        country: 'TH',
        state: state.code,
        city: 'Bangkok',
        postcode: '10110',
        address: '1 Sukhumvit Road',
        is_default: 1,
      },
      token,
    );
    buyers.push({ token, addressId: address.data.id });
  }
  return { buyers, lines };
}

/** Each connection loops: three adds, then a wallet placement of the selected lines. */
async function load(api, { buyers, lines }, seconds) {
  const placeTimes = [];
  const orderTimes = [];
  let failures = 0;
  let key = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (Date.now() < until) {
        const started = performance.now();
        for (const line of lines) await api.post('/customer/cart/add', { product_id: line.product_id, variant_id: line.variant_id, quantity: 1 }, buyer.token);
        const cart = (await api.get('/customer/cart/list', buyer.token)).data;
        const ids = cart.shops.flatMap((shop) => shop.items.map((item) => item.id)).join(',');
        const placeStart = performance.now();
        const placed = await api.post(
          '/checkout/onepage/place',
          { cart_item_ids: ids, address_id: buyer.addressId, payment_method: 'wallet', agree: 1, idempotency_key: `bench-${process.pid}-${++key}` },
          buyer.token,
        );
        const done = performance.now();
        if (placed.code !== 200 || placed.data.orders.length !== 2) failures++;
        placeTimes.push(done - placeStart);
        orderTimes.push(done - started);
      }
    }),
  );
  return { placeTimes, orderTimes, failures };
}

/** One dialect's figures: the server is fresh, warmed for 3 s, then measured. */
async function benchOne(name, port, env, seconds) {
  const server = await startServer(port, env);
  try {
    const api = client(server.base);
    const prepared = await prepare(api);
    await load(api, prepared, 3);
    const ticksBefore = server.cpuTicks();
    const started = performance.now();
    const { placeTimes, orderTimes, failures } = await load(api, prepared, seconds);
    const elapsed = (performance.now() - started) / 1000;
    const cpuMs = ((server.cpuTicks() - ticksBefore) / TICKS) * 1000;
    const checkouts = placeTimes.length;
    return {
      name,
      checkouts,
      ordersPerSecond: (checkouts * 2) / elapsed,
      checkoutsPerSecond: checkouts / elapsed,
      place: { p50: percentile(placeTimes, 50), p95: percentile(placeTimes, 95), p99: percentile(placeTimes, 99) },
      wholeOrderP95: percentile(orderTimes, 95),
      cpuMsPerCheckout: cpuMs / checkouts,
      rssMb: server.rssMb(),
      peakMb: server.rssMb('VmHWM'),
      failures,
    };
  } finally {
    server.stop();
  }
}

/**
 * Runs `measure` with the DATABASE_URL of a fresh PostgreSQL database named `name`, dropped after;
 * answers nothing when neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set.
 */
export async function onFreshPostgres(name, measure) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return [];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return [await measure({ DATABASE_URL: target.toString() })];
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchCheckout({ port, seconds }) {
  return [
    await benchOne('SQLite', port, {}, seconds),
    ...(await onFreshPostgres(`agora_bench_${process.pid}`, (env) => benchOne('PostgreSQL', port + 1, env, seconds))),
  ];
}

export function printCheckout(results) {
  console.log('\nCheckout: 10 buyers at once, each order = 3 adds to cart (2 shops) + cart list + 1 wallet placement (2 orders)');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(11)} ${r.ordersPerSecond.toFixed(0).padStart(5)} orders/s (${r.checkoutsPerSecond.toFixed(0)} checkouts/s)  placement p50 ${r.place.p50.toFixed(1)} ms  p95 ${r.place.p95.toFixed(1)} ms  p99 ${r.place.p99.toFixed(1)} ms  whole order p95 ${r.wholeOrderP95.toFixed(1)} ms  server CPU ${r.cpuMsPerCheckout.toFixed(2)} ms per checkout  RSS ${r.rssMb} MB (peak ${r.peakMb})${r.failures ? `  (${r.failures} failed)` : ''}`,
    );
  }
}

// Run alone: `node scripts/bench-checkout.mjs`.
if (import.meta.url === `file://${process.argv[1]}`) {
  printCheckout(await benchCheckout({ port: Number(process.env.BENCH_PORT ?? 18520), seconds: Number(process.env.BENCH_SECONDS ?? 10) }));
  process.exit(0);
}
