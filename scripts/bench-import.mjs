// The product-import bench (`npm run bench`, case "import"): a seller's 5,000-line CSV (the shop's
// own rows with a new price, then new products, one a line) sent as the seller centre sends it,
// while 8 clients call GET /api/health back to back. Reports the import's time and the health
// answers' p50/p99/worst during it, beside the same figures with nothing else running. On a fresh
// demo mall on SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, PostgreSQL.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { client, onFreshPostgres, startServer } from './bench-checkout.mjs';

const LINES = 5000;
const HEALTH_CLIENTS = 8;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

/** The seller's export with every price one higher, then new one-line products up to LINES lines. */
async function importFile(base, token, picture) {
  const exported = await (await fetch(`${base}/api/seller/product/export`, { headers: { 'access-token': token } })).text();
  const columns = exported.slice(0, exported.indexOf('\r\n')).split(',');
  const own = parse(exported, { columns: true, bom: true });
  const rows = own.map((row) => ({ ...row, price: String(Number(row.price) + 1), market_price: String(Number(row.market_price) + 1) }));
  const tag = Date.now().toString(36);
  for (let i = rows.length; i < LINES; i++) {
    rows.push({
      sku: `BI-${tag}-${i}`,
      name_en: `Bench Import ${tag} ${i}`,
      category_id: own[0].category_id,
      options: '{"Size":"M"}',
      price: String(1000 + i),
      market_price: String(2000 + i),
      stock: '5',
      images: picture,
    });
  }
  return stringify(rows, { header: true, columns, record_delimiter: 'windows' });
}

/** Calls /api/health from HEALTH_CLIENTS loops until `stop()`; each answer's start and time. */
function hammerHealth(base) {
  const samples = [];
  let running = true;
  const loops = Array.from({ length: HEALTH_CLIENTS }, async () => {
    while (running) {
      const start = performance.now();
      const ok = await fetch(`${base}/api/health`)
        .then(async (response) => {
          await response.arrayBuffer();
          return response.ok;
        })
        .catch(() => false);
      samples.push({ start, ms: performance.now() - start, ok });
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return samples;
  };
}

function figures(samples) {
  const times = samples.map((s) => s.ms);
  return {
    n: samples.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.reduce((a, b) => Math.max(a, b), 0),
    failed: samples.filter((s) => !s.ok).length,
  };
}

async function benchOne(name, port, env) {
  const server = await startServer(port, env);
  try {
    const api = client(server.base);
    const token = (await api.post('/customer/login/account', { email: 'seller1@agora.test', password: 'Seller#2026' })).data['access-token'];
    const { default: sharp } = await import('sharp');
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#5a8dc0' } })
          .png()
          .toBuffer(),
      ]),
      'p.png',
    );
    const picture = (await (await fetch(`${server.base}/api/upload`, { method: 'POST', headers: { 'access-token': token }, body: form })).json()).data.path;
    const csv = await importFile(server.base, token, picture);

    const idleStop = hammerHealth(server.base);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = figures(await idleStop());

    const stop = hammerHealth(server.base);
    await new Promise((r) => setTimeout(r, 200));
    const upload = new FormData();
    upload.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    const started = performance.now();
    const answer = await (await fetch(`${server.base}/api/seller/product/import`, { method: 'POST', headers: { 'access-token': token }, body: upload })).json();
    const ended = performance.now();
    const during = figures((await stop()).filter((s) => s.start >= started && s.start < ended));
    return {
      name,
      ms: ended - started,
      answer: answer.code === 200 ? answer.data : { code: answer.code, message: answer.message },
      idle,
      during,
    };
  } finally {
    server.stop();
  }
}

export async function benchImport({ port }) {
  return [await benchOne('SQLite', port, {}), ...(await onFreshPostgres(`agora_bench_import_${process.pid}`, (env) => benchOne('PostgreSQL', port + 1, env)))];
}

export function printImport(results) {
  console.log(
    `\nProduct import: a ${LINES.toLocaleString('en')}-line CSV (the shop's rows repriced, the rest new products) while ${HEALTH_CLIENTS} clients call GET /api/health`,
  );
  const ms = (v) => `${v.toFixed(1)} ms`;
  for (const r of results) {
    console.log(
      `${r.name.padEnd(11)} import ${(r.ms / 1000).toFixed(2)} s ${JSON.stringify(r.answer)}  health during it: p50 ${ms(r.during.p50)}  p99 ${ms(r.during.p99)}  worst ${ms(r.during.max)} (${r.during.n} answers${r.during.failed ? `, ${r.during.failed} failed` : ''})  alone: p50 ${ms(r.idle.p50)}  p99 ${ms(r.idle.p99)}`,
    );
  }
}

// Run alone: `node scripts/bench-import.mjs`.
if (import.meta.url === `file://${process.argv[1]}`) {
  printImport(await benchImport({ port: Number(process.env.BENCH_PORT ?? 18540) }));
  process.exit(0);
}
