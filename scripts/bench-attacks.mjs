// The two attacks of the hardening review, for `npm run bench` to run beside a normal listing:
// a flood of distinct long catalogue URLs (it once filled the heap in 10 s) and connections whose
// request body never finishes (20,000 once used up the file descriptors). Both stop when `signal`
// aborts. The slow bodies come from 127.0.0.2, another address on loopback, as an attacker's would.
import net from 'node:net';
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
