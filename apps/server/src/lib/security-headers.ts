/**
 * Security headers (helmet): a CSP that allows scripts from our own origin only (and from the
 * live-chat service an operator configured, when there is one, and Stripe's when its Payment
 * Element is on), and the usual hardening headers.
 * The helmet middleware is built once per widget origin; @fastify/helmet built it again for every
 * request, which was a tenth of the time of a cached catalogue answer.
 * HSTS only when the mall's public address is https: sent over plain http (a development machine,
 * `npm start`) it would make browsers refuse that host's http for a year.
 * Answers to a request that carries a session are never stored by a browser or proxy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

type SetHeaders = ReturnType<typeof helmet>;

/** `widgetOrigin`: the live-chat service's origin now (see modules/content/live-chat-origin.ts), or null. */
export function addSecurityHeaders(app: FastifyInstance, config: Config, widgetOrigin: () => Promise<string | null> = async () => null): void {
  const mediaOrigin = config.MEDIA_BASE_URL.startsWith('http') ? [new URL(config.MEDIA_BASE_URL).origin] : [];
  // Stripe's Payment Element (STRIPE_PUBLISHABLE_KEY): its script, its card and 3-D Secure frames, its API.
  const stripe = config.stripe?.publishableKey
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : { script: [], frame: [], connect: [] };
  const build = (widget: string[]): SetHeaders =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe.script, ...widget],
          styleSrc: ["'self'", "'unsafe-inline'", ...widget], // Mantine sets CSS variables in style attributes
          imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin, ...widget],
          connectSrc: ["'self'", ...stripe.connect, ...widget, ...widget.map((origin) => origin.replace(/^http/, 'ws'))],
          frameSrc: ["'self'", ...stripe.frame, ...widget],
          fontSrc: ["'self'", 'data:', ...widget],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.PUBLIC_URL?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  const withoutWidget = build([]);
  // One middleware per origin an operator has set (in practice one or two over a process's life).
  const byOrigin = new Map<string, SetHeaders>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['access-token']) reply.header('cache-control', 'no-store');
    const origin = await widgetOrigin();
    let setHeaders = withoutWidget;
    if (origin) {
      setHeaders = byOrigin.get(origin) ?? build([origin]);
      byOrigin.set(origin, setHeaders);
    }
    await new Promise<void>((resolve, reject) => setHeaders(request.raw, reply.raw, (error) => (error ? reject(error) : resolve())));
  });
}

/** The cache-control of a public answer that may be revalidated: no-store when the request carries a session. */
export const revalidateOrNoStore = (request: FastifyRequest) => (request.headers['access-token'] ? 'no-store' : 'no-cache');
