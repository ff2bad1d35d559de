#!/usr/bin/env node
// Keeps the server up: runs `node <args>` as a child and, when it dies (heap out of memory, an
// uncaught exception, kill -9), logs one line saying why and starts it again: after 1 s, then twice
// as long each time it dies within 10 s of starting, up to 30 s. SIGINT/SIGTERM stop it for good.
//   node scripts/supervise.mjs --max-old-space-size=256 apps/server/dist/main.mjs
// `npm start` runs it (scripts/start.mjs); systemd or Docker can do this job instead (README).
//
// child_process.spawn, not node:cluster: we want one child with its own V8 flags and its output in
// our hands, to tell why it died. Cluster is for several workers on one port, and its primary would
// accept every connection and hand it over.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 10_000; // a child that lived this long starts the back-off over
const TAIL_LINES = 30;

const log = (line) => console.error(`supervisor: ${line}`);

/** What the child's last lines say killed it, in a few words; '' when they say nothing we know. */
function causeOf(tail) {
  if (tail.some((line) => line.includes('JavaScript heap out of memory'))) return 'JavaScript heap out of memory';
  const config = tail.findIndex((line) => line.startsWith('Invalid configuration'));
  if (config >= 0) {
    const issues = tail.slice(config + 1).map((line) => line.trim());
    return `invalid configuration (${issues.filter(Boolean).join('; ')})`;
  }
  // main.ts logs a fault at fatal (pino level 60) through the app's logger once the app exists...
  const fatal = tail.findLast((line) => line.startsWith('{') && line.includes('"level":60'));
  if (fatal) {
    try {
      const { msg, err } = JSON.parse(fatal);
      return `${msg}: ${err && typeof err === 'object' ? `${err.type}: ${err.message}` : err}`.split('\n')[0];
    } catch {}
  }
  // ...and before that with console.error, as Node itself does when nothing handles the error.
  return tail.find((line) => /^(uncaught exception|unhandled rejection): |^[A-Z]\w*Error\b/.test(line)) ?? '';
}

/** Runs `node ...nodeArgs` and restarts it when it dies, until SIGINT/SIGTERM; then exits. */
export function supervise(nodeArgs) {
  let child = null;
  let timer = null;
  let stopping = false;
  let delay = FIRST_DELAY_MS;

  const start = () => {
    const startedAt = Date.now();
    const tail = [];
    // Its own process group (detached): a Ctrl-C in the terminal reaches only us and we pass it on
    // once. The server closes on the first signal but dies on a second one, mid-close.
    const worker = spawn(process.execPath, nodeArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child = worker;
    log(`worker ${worker.pid} started`);
    for (const [from, to] of [
      [worker.stdout, process.stdout],
      [worker.stderr, process.stderr],
    ]) {
      createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        to.write(`${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    }
    // 'close' rather than 'exit': it comes after the child's last output, which may hold the cause.
    worker.on('close', (code, signal) => {
      child = null;
      if (stopping) process.exit(code ?? 0);
      // The server exits 0 only when told to stop, so someone stopped it on purpose.
      if (code === 0) {
        log(`worker ${worker.pid} exited with code 0; stopping`);
        process.exit(0);
      }
      const cause = causeOf(tail);
      const why = [signal ? `signal ${signal}` : `exit code ${code}`, cause].filter(Boolean).join(': ');
      const lived = Date.now() - startedAt;
      // The next child would read the same environment, so it would fail the same way.
      if (cause.startsWith('invalid configuration')) {
        log(`worker ${worker.pid} died (${why}); giving up, fix the configuration and start again`);
        process.exit(1);
      }
      if (lived >= HEALTHY_AFTER_MS) delay = FIRST_DELAY_MS;
      log(`worker ${worker.pid} died (${why}) after ${(lived / 1000).toFixed(1)} s; restarting in ${delay / 1000} s`);
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };

  const stop = (signal) => {
    // A stop can arrive twice (the terminal's Ctrl-C reaches the whole process group, and a parent
    // may pass its own on); passing both on would kill the server mid-close.
    if (stopping) return;
    stopping = true;
    if (child) child.kill(signal);
    else {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A closed terminal: the child, in its own group, would not hear of it and live on unsupervised.
  process.on('SIGHUP', () => stop('SIGTERM'));
  start();
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.length < 3) {
    console.error('usage: node scripts/supervise.mjs [node flags…] <script>');
    process.exit(2);
  }
  supervise(process.argv.slice(2));
}
