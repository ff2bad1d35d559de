/**
 * How long a client may take and how many connections it may hold: a request body that never
 * finished stayed open for minutes (Fastify's requestTimeout is 0), and 20,000 of them used up the
 * process's file descriptors, so even health checks failed. Values are settings (README, Limits).
 */
import type { Server } from 'node:http';
import type { Config } from '../config';

/** Fastify's own options for the same limits. */
export function serverTimeouts(config: Config) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
  };
}

/**
 * The limits Fastify has no option for: the time to send the headers, how often Node looks for
 * connections past their time (every 30 s by default, so a 10 s limit could mean 40 s), the most
 * connections in all and from one address. A connection over a cap is closed at once.
 */
export function limitConnections(server: Server, config: Config): void {
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  // Read when the server starts listening; a pass over the open connections is cheap.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(1000, config.HEADERS_TIMEOUT_MS / 2);
  server.maxConnections = config.MAX_CONNECTIONS;

  const perAddress = config.MAX_CONNECTIONS_PER_IP;
  if (perAddress === 0) return; // behind a proxy every connection comes from it: the proxy limits
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
