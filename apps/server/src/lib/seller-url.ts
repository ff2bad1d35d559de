/**
 * The seller centre's address, derived from the host the buyer is on: `shop.example.com` →
 * `https://seller.shop.example.com`. An IP address has no subdomains, so there the seller centre
 * is the same origin's `#/seller` route. PUBLIC_URL, when set, wins over the request's Host.
 * Without it, the Host header is the client's to write, so only a host in ALLOWED_HOSTS (or a
 * subdomain of one) is used; any other falls back to the first allowed host on the server's port,
 * and a link in an answer can never point at a host an attacker chose.
 * @example
 * sellerUrl({ host: 'evil.example', protocol: 'http', allowedHosts: ['localhost'], port: 8080 }) // 'http://seller.localhost:8080'
 */
import { isIP } from 'node:net';

export interface SellerUrlInput {
  /** The request's Host, with its port if any. */
  host: string;
  protocol: string;
  publicUrl?: string;
  /** Lower-case host names (IPv6 in brackets), config.ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
  /** The port the server listens on, for the fallback. */
  port: number;
}

/** Whether `hostname` is an allowed host or a subdomain of one (never of an IP address). */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const name = hostname.toLowerCase();
  return allowedHosts.some((allowed) => name === allowed || (!isIP(allowed.replace(/^\[|\]$/g, '')) && name.endsWith(`.${allowed}`)));
}

/** The request's origin when its host is allowed; otherwise the first allowed host's. */
function trustedBase(input: SellerUrlInput): URL {
  // Behind a trusted proxy the protocol comes from X-Forwarded-Proto: only http and https are kept.
  const protocol = input.protocol === 'https' ? 'https' : 'http';
  const origin = (host: string) => URL.parse(`${protocol}://${host}`);
  const requested = origin(input.host || 'localhost');
  if (requested && isAllowedHost(requested.hostname, input.allowedHosts)) return requested;
  const base = origin(input.allowedHosts[0] ?? 'localhost') ?? new URL(`${protocol}://localhost`);
  if (input.port > 0) base.port = String(input.port);
  return base;
}

/** The mall's own origin for links in mails (PUBLIC_URL, else an allowed Host), without a trailing slash. */
export function mallOrigin(input: SellerUrlInput): string {
  return (input.publicUrl ? new URL(input.publicUrl) : trustedBase(input)).origin;
}

export function sellerUrl(input: SellerUrlInput): string {
  const base = input.publicUrl ? new URL(input.publicUrl) : trustedBase(input);
  const hostname = base.hostname.replace(/^(www|admin)\./, '');
  const port = base.port ? `:${base.port}` : '';
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) return `${base.protocol}//${base.host}/#/seller`;
  const sellerHost = hostname.startsWith('seller.') ? hostname : `seller.${hostname}`;
  return `${base.protocol}//${sellerHost}${port}`;
}

/**
 * The mall's own origin, where buyers' pages are (a link to share, such as the invitation link):
 * as `sellerUrl` chooses it, with a `seller.` or `admin.` prefix dropped.
 * @example mallUrl({ host: 'seller.localhost:8080', protocol: 'http', allowedHosts: ['localhost'], port: 8080 }) // 'http://localhost:8080'
 */
export function mallUrl(input: SellerUrlInput): string {
  const base = input.publicUrl ? new URL(input.publicUrl) : trustedBase(input);
  base.hostname = base.hostname.replace(/^(seller|admin)\./, '');
  return base.origin;
}
