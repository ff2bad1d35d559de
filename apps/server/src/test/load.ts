/**
 * A small load generator for tests: `count` GETs over `connections` keep-alive connections to a
 * listening server, real HTTP on loopback. Answers how many came back with each status.
 * @example const statuses = await sendMany({ port, count: 20_000, connections: 20, path: (i) => `/api/x?n=${i}` });
 */
import http from 'node:http';

export interface SendManyOptions {
  port: number;
  count: number;
  connections: number;
  path: (index: number) => string;
}

function get(agent: http.Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

export async function sendMany({ port, count, connections, path }: SendManyOptions): Promise<Map<number, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const status = await get(agent, port, path(next++));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  return statuses;
}
