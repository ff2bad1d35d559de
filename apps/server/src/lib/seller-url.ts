/**
 * The seller centre's address, derived from the host the buyer is on: `shop.example.com` →
 * `https://seller.shop.example.com`. An IP address has no subdomains, so there the seller centre
 * is the same origin's `#/seller` route. PUBLIC_URL, when set, wins over the request's Host.
 */
import { isIP } from 'node:net';

export function sellerUrl(host: string, protocol: string, publicUrl?: string): string {
  const base = publicUrl ? new URL(publicUrl) : new URL(`${protocol}://${host || 'localhost'}`);
  const hostname = base.hostname.replace(/^(www|admin)\./, '');
  const port = base.port ? `:${base.port}` : '';
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) return `${base.protocol}//${base.host}/#/seller`;
  const sellerHost = hostname.startsWith('seller.') ? hostname : `seller.${hostname}`;
  return `${base.protocol}//${sellerHost}${port}`;
}
