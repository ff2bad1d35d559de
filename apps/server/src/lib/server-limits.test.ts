import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

/** A connection from `localAddress` that sends `data` and never finishes; resolves when the server closes it. */
function openSlow(port: number, data: string, localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  const opened = Date.now();
  const closed = new Promise<{ afterMs: number; reply: string }>((resolve) => {
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, reply }));
  });
  socket.on('connect', () => socket.write(data));
  return { socket, closed };
}

const unfinishedBody = 'POST /api/customer/login/account HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":';

function health(port: number, agent?: http.Agent): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('slow and unfinished requests', () => {
  const t = useTestApp('sqlite', {
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '600',
    MAX_CONNECTIONS_PER_IP: '20',
    MAX_REQUESTS_PER_SOCKET: '3',
  });
  const port = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as net.AddressInfo).port;
  };

  it('closes a request whose body never finishes after REQUEST_TIMEOUT_MS', async () => {
    const { closed } = openSlow(await port(), unfinishedBody);
    const { afterMs, reply } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(1400);
    expect(afterMs).toBeLessThan(5000); // not minutes; Node looks every half second here
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never finishes its headers, or sends nothing, after HEADERS_TIMEOUT_MS', async () => {
    const p = await port();
    const results = await Promise.all([openSlow(p, 'GET /api/health HTTP/1.1\r\nHost: x\r\n').closed, openSlow(p, '').closed]);
    for (const { afterMs } of results) expect(afterMs).toBeLessThan(4000);
  });

  it('caps the connections one address holds, and other addresses are still answered', async () => {
    const p = await port();
    const attacker = Array.from({ length: 30 }, () => openSlow(p, unfinishedBody, '127.0.0.2'));
    const refused = await Promise.race([
      Promise.all(attacker.slice(20).map((a) => a.closed)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    expect(refused).not.toBeNull(); // the ten over the cap were closed at once, not after a time-out
    expect((await health(p)).status).toBe(200);
    for (const a of attacker) a.socket.destroy();
  });

  it('closes a keep-alive connection after MAX_REQUESTS_PER_SOCKET requests', async () => {
    const p = await port();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await health(p, agent));
    agent.destroy();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]?.connection).toBe('keep-alive');
    expect(answers[2]?.connection).toBe('close');
  });
});
