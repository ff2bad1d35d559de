/**
 * Opens the seller centre or the admin console from the mall, logged in: the server answers a
 * one-time code and the area's address carrying it (never the token). Where the area is a route
 * of this origin (`#/seller`) the session is already there, so the code is left unused. `page`
 * opens one of the area's pages (`orders`) rather than its dashboard.
 * @example <Menu.Item onClick={() => openBackOffice('seller')}>{t('accountMenu.shopDashboard')}</Menu.Item>
 */
import { requestHandoff } from './api';
import type { BackOfficeArea } from './area';
import { atAreaPage, takeHandoff } from './area-paths';

export async function openBackOffice(target: BackOfficeArea, page?: string): Promise<void> {
  const { url } = await requestHandoff(target);
  const address = new URL(url);
  if (page) address.hash = atAreaPage(address.hash, page);
  if (address.origin === window.location.origin) {
    window.location.hash = takeHandoff(address.hash).hash || `#/${target}`;
    return;
  }
  window.location.assign(address.href);
}
