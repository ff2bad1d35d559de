/**
 * Security headers (helmet): a CSP that allows scripts from our own origin only, and the usual
 * hardening headers. The helmet middleware is built once; @fastify/helmet built it again for every
 * request, which was a tenth of the time of a cached catalogue answer.
 * HSTS only when the mall's public address is https: sent over plain http (a development machine,
 * `npm start`) it would make browsers refuse that host's http for a year.
 * Answers to a request that carries a session are never stored by a browser or proxy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

export function addSecurityHeaders(app: FastifyInstance, config: Config): void {
  const mediaOrigin = config.MEDIA_BASE_URL.startsWith('http') ? [new URL(config.MEDIA_BASE_URL).origin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine sets CSS variables in style attributes
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers['access-token']) reply.header('cache-control', 'no-store');
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** The cache-control of a public answer that may be revalidated: no-store when the request carries a session. */
export const revalidateOrNoStore = (request: FastifyRequest) => (request.headers['access-token'] ? 'no-store' : 'no-cache');
