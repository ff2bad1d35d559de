// The attacks of the hardening review, for `npm run bench` to run beside a normal request: a flood
// of distinct long catalogue URLs (it once filled the heap in 10 s), connections whose request body
// never finishes (20,000 once used up the file descriptors), uploads with huge text fields, image
// decompression bombs and login floods. Each runs for the seconds it is given. The slow bodies come
// from 127.0.0.2, another address on loopback, as an attacker's would.
// The bench runs each attack in a process of its own (`node scripts/bench-attacks.mjs '<json>'`), as
// an attacker's program would be: in the bench's own process, building and sending 250 MB bodies
// held up the very client that measures.
import net from 'node:net';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

/** 20 connections sending `get_all_products?page=999999&n=<i>&pad=<12 KB>`, a new URL each time. */
export function cacheFill(base, seconds) {
  const pad = 'x'.repeat(12 * 1024);
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/customer/product/get_all_products`,
        connections: 20,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/api/customer/product/get_all_products?page=999999&n=${n++}&pad=${pad}` }) }],
      },
      (err, result) => (err ? reject(err) : resolve({ sent: result.requests.total, errors: result.errors + result.non2xx })),
    );
  });
}

/**
 * Opens `target` connections from 127.0.0.2 that send headers and part of a body and then nothing,
 * holds them for `seconds`, and, when `retryMs` is set, re-opens each one the server closes that
 * much later (a connection flood on top). Answers how many were opened and the most open at once.
 */
export function slowBodies(port, seconds, { target = 15_000, retryMs = null } = {}) {
  const head = 'POST /api/customer/login/account HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"e';
  let open = 0;
  let most = 0;
  let opened = 0;
  let stopped = false;
  const sockets = new Set();
  const connect = () => {
    if (stopped) return;
    opened++;
    open++;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' }, () => socket.write(head));
    sockets.add(socket);
    most = Math.max(most, open);
    socket.on('error', () => {});
    socket.on('close', () => {
      open--;
      sockets.delete(socket);
      if (retryMs !== null) setTimeout(connect, retryMs);
    });
  };
  for (let i = 0; i < target; i++) setTimeout(connect, i / 10); // ramp up over half a second
  return new Promise((resolve) =>
    setTimeout(() => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      resolve({ opened, mostOpen: most });
    }, seconds * 1000),
  );
}

/** Samples a process's RSS every 100 ms until stopped; answers the peak in MB. */
export function watchRss(readRssMb) {
  let peak = readRssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, readRssMb());
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Runs `send` from `concurrency` loops until `seconds` pass; answers how many were sent and their statuses. */
async function repeat(seconds, concurrency, send) {
  const until = Date.now() + seconds * 1000;
  const statuses = {};
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const status = await send().catch(() => 'error');
        sent++;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { sent, statuses };
}

/** A multipart body of the given parts: `{ name, data, filename?, type? }`. */
function multipart(parts) {
  const boundary = `----bench${Date.now()}`;
  const chunks = parts.flatMap(({ name, data, filename, type }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** Answers the envelope's code (or the HTTP status when there is none). */
const codeOf = async (response) => {
  const text = await response.text();
  try {
    return JSON.parse(text).code;
  } catch {
    return `http ${response.status}`;
  }
};

const upload = (base, token, form) =>
  fetch(`${base}/api/upload`, { method: 'POST', headers: { 'access-token': token, 'content-type': form.type }, body: form.body }).then(codeOf);

/** 250 text fields of 1 MB before the file, from 4 connections at once. */
export function multipartFields(base, token, seconds) {
  const field = 'x'.repeat(1024 * 1024);
  const form = multipart([
    ...Array.from({ length: 250 }, (_, i) => ({ name: `f${i}`, data: field })),
    { name: 'file', filename: 'a.png', type: 'image/png', data: 'png' },
  ]);
  return repeat(seconds, 4, () => upload(base, token, form));
}

/** Pictures: the header of a 9,999 × 9,999 16-bit PNG, and real 7,000 × 7,000 ones (49 MP, within the limit), four at once. */
export function imageBombs(base, tokens, seconds, { bomb, large }) {
  let next = 0;
  return repeat(seconds, 4, () => {
    const token = tokens[next++ % tokens.length];
    const form = multipart([{ name: 'file', filename: 'p.png', type: 'image/png', data: next % 2 ? bomb : large }]);
    return upload(base, token, form);
  });
}

/** Logins with the demo buyer's password, 200 at once, the next 200 as soon as those are answered. */
export async function loginFlood(base, seconds) {
  const body = new URLSearchParams({ email: 'buyer1@agora.test', password: 'Buyer#2026' }).toString();
  const login = () =>
    fetch(`${base}/api/customer/login/account`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
      .then(codeOf)
      .catch(() => 'error');
  const until = Date.now() + seconds * 1000;
  const statuses = {};
  let sent = 0;
  while (Date.now() < until) {
    for (const code of await Promise.all(Array.from({ length: 200 }, login))) statuses[code] = (statuses[code] ?? 0) + 1;
    sent += 200;
  }
  return { sent, statuses };
}

/** A PNG that declares `width` × `height` 16-bit RGB pixels in under 1 KB: the decompression bomb's header. */
export function declaredPng(width, height) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024))), chunk('IEND', Buffer.alloc(0))]);
}

/** The attacks by name, for the command line: `{"attack": "cacheFill", "args": [base, 20]}`. */
const ATTACKS = {
  cacheFill,
  slowBodies,
  multipartFields,
  loginFlood,
  async imageBombs(base, tokens, seconds) {
    const { default: sharp } = await import('sharp');
    const large = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    return imageBombs(base, tokens, seconds, { bomb: declaredPng(9_999, 9_999), large });
  },
};

if (process.argv[1] === import.meta.filename) {
  const { attack, args } = JSON.parse(process.argv[2]);
  console.log(JSON.stringify(await ATTACKS[attack](...args)));
  process.exit(0);
}
