/**
 * Which back-office area an address opens. The seller centre lives at `seller.<host>` and the
 * admin console at `admin.<host>`, where the whole app is that area (its routes at `#/`); on the
 * mall's own host (an IP address, or a host without subdomains) they are `#/seller` and `#/admin`.
 * This file is in the first page (the router asks it once), so it stays a few lines.
 * @example areaOfHost('seller.shop.example.com') // 'seller'; areaOfHost('shop.example.com') // null
 */
export type BackOfficeArea = 'seller' | 'admin';

export function areaOfHost(hostname: string): BackOfficeArea | null {
  const match = /^(seller|admin)\./i.exec(hostname);
  return match ? (match[1]?.toLowerCase() as BackOfficeArea) : null;
}
