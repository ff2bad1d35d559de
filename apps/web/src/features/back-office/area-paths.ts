/**
 * Addresses inside and around a back-office area: where its pages are (`/` on its own host,
 * `/seller` on the mall's) and where the mall is (the host without the area's prefix).
 * @example areaBase('seller', 'seller.shop.test') // ''; areaBase('seller', '127.0.0.1') // '/seller'
 */
import { areaOfHost, type BackOfficeArea } from './area';

/** The router path the area's pages sit under: '' when the host is the area's own. */
export function areaBase(area: BackOfficeArea, hostname: string): string {
  return areaOfHost(hostname) === area ? '' : `/${area}`;
}

/**
 * The mall's address seen from `location`: the same origin when the area is a route of it,
 * else the host without `seller.`/`admin.` (same protocol and port).
 * @example mallUrl({ protocol: 'https:', hostname: 'seller.shop.test', port: '' }) // 'https://shop.test/#/'
 */
export function mallUrl(location: { protocol: string; hostname: string; port: string }): string {
  const area = areaOfHost(location.hostname);
  const hostname = area ? location.hostname.slice(area.length + 1) : location.hostname;
  return `${location.protocol}//${hostname}${location.port ? `:${location.port}` : ''}/#/`;
}

/**
 * Takes `handoff=<code>` out of a hash route's query: the code and the route to show without it.
 * @example takeHandoff('#/products?handoff=abc&page=2') // { code: 'abc', hash: '#/products?page=2' }
 */
export function takeHandoff(hash: string): { code: string | null; hash: string } {
  const at = hash.indexOf('?');
  if (at < 0) return { code: null, hash };
  const query = new URLSearchParams(hash.slice(at + 1));
  const code = query.get('handoff');
  if (code === null) return { code: null, hash };
  query.delete('handoff');
  const rest = query.toString();
  return { code, hash: hash.slice(0, at) + (rest ? `?${rest}` : '') };
}

/**
 * A hash route moved to one of the area's pages, its query kept: the handoff address opens there.
 * @example atAreaPage('#/seller?handoff=abc', 'orders') // '#/seller/orders?handoff=abc'
 */
export function atAreaPage(hash: string, page: string): string {
  const at = hash.indexOf('?');
  const root = (at < 0 ? hash : hash.slice(0, at)).replace(/\/$/, '');
  return `${root}/${page}${at < 0 ? '' : hash.slice(at)}`;
}
