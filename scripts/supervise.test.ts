/**
 * The supervisor behind `npm start`, run for real on the server bundle: a killed server comes back
 * from a new process, the supervisor says why each one died, stops on SIGTERM, and gives up on a
 * configuration no restart can fix.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tempDirs: string[] = [];
const supervisors: Supervisor[] = [];

interface Supervisor {
  proc: ChildProcess;
  stderr: () => string;
  workers: () => number[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-supervise-'));
  tempDirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function startSupervisor(nodeArgs: string[], env: Record<string, string>): Supervisor {
  const proc = spawn(process.execPath, ['scripts/supervise.mjs', ...nodeArgs], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: tempDir(), SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stdout?.resume();
  proc.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const workers = () => [...stderr.matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));
  const supervisor = { proc, stderr: () => stderr, workers, exited };
  supervisors.push(supervisor);
  return supervisor;
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function healthStatus(port: number): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) })).status;
  } catch {
    return 0;
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
});

afterAll(() => {
  for (const { proc, workers } of supervisors) {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    // Workers run in their own process group, so a killed supervisor leaves its worker behind.
    for (const pid of workers()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('scripts/supervise.mjs', () => {
  it('restarts a killed server, says why it died, and stops on SIGTERM', async () => {
    const port = await freePort();
    const sup = startSupervisor(['apps/server/dist/main.mjs'], { PORT: String(port) });
    await waitFor('the first health answer', async () => ((await healthStatus(port)) === 200 ? true : undefined), 8_000);
    const first = await waitFor('the first worker', () => sup.workers()[0], 1_000);

    process.kill(first, 'SIGKILL');
    const second = await waitFor('a second worker', () => sup.workers()[1], 5_000);
    expect(second).not.toBe(first);
    expect(sup.stderr()).toMatch(new RegExp(`worker ${first} died \\(signal SIGKILL\\).*restarting in 1 s`));
    await waitFor('health from the new worker', async () => ((await healthStatus(port)) === 200 ? true : undefined), 10_000);
    expect(isAlive(first)).toBe(false);

    sup.proc.kill('SIGTERM');
    expect(await sup.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(second)).toBe(false);
    expect(sup.workers()).toHaveLength(2);
  });

  it('names the uncaught exception that killed the server, from its fatal log line', async () => {
    const faultDir = tempDir();
    const fault = path.join(faultDir, 'fault.mjs');
    // Loaded before the bundle: a throw on SIGUSR2 is a fault nothing in the server catches.
    fs.writeFileSync(fault, "process.on('SIGUSR2', () => { throw new Error('boom from the test'); });\n");
    const port = await freePort();
    const sup = startSupervisor(['--import', pathToFileURL(fault).href, 'apps/server/dist/main.mjs'], { PORT: String(port) });
    await waitFor('the first health answer', async () => ((await healthStatus(port)) === 200 ? true : undefined), 8_000);
    const first = await waitFor('the first worker', () => sup.workers()[0], 1_000);

    process.kill(first, 'SIGUSR2');
    await waitFor('the death line', () => (sup.stderr().includes(`worker ${first} died`) ? true : undefined), 5_000);
    expect(sup.stderr()).toMatch(`worker ${first} died (exit code 1: uncaught exception: Error: boom from the test)`);

    sup.proc.kill('SIGTERM');
    expect((await sup.exited).code).toBe(0);
  });

  it('gives up on a configuration no restart can fix, saying what is wrong', async () => {
    const sup = startSupervisor(['apps/server/dist/main.mjs'], { PORT: 'notaport' });
    const { code } = await sup.exited;
    expect(code).toBe(1);
    expect(sup.workers()).toHaveLength(1);
    expect(sup.stderr()).toMatch(/died \(exit code 1: invalid configuration \(PORT: .*\)\); giving up/);
  });
});
