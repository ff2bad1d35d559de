/**
 * A product's page in the mall, for a preview in a new tab: the same origin's `#/pages/…` where
 * the console is a route, the mall's host on `admin.<host>`.
 * @example productPageUrl(12) // 'http://127.0.0.1:8080/#/pages/prouduct/detail?id=12'
 */
import { mallUrl } from '../back-office/area-paths';

export function productPageUrl(id: number): string {
  return `${mallUrl(window.location)}pages/prouduct/detail?id=${id}`;
}
