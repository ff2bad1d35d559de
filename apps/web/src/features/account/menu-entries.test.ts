/** Who sees which account menu entry (spec §2, issue 10). */
import { describe, expect, it } from 'vitest';
import { accountMenuEntries, groupMenuEntries, PAGE_READY } from './menu-entries';

const ids = (...args: Parameters<typeof accountMenuEntries>) => accountMenuEntries(...args).map((entry) => entry.id);
const SWITCHED: Record<string, boolean> = PAGE_READY;
// Every buyer's entries in the spec's order; those still to come only once switched on (so turning one on needs no edit here).
const COMMON = [
  'dashboard',
  'purchaseHistory',
  'coupons',
  'wallet',
  'refunds',
  'tickets',
  'affiliate',
  'profile',
  'notices',
  'wishlist',
  'compare',
  'aboutUs',
  'contactUs',
].filter((id) => SWITCHED[id] ?? true);

describe('accountMenuEntries', () => {
  it('offers a buyer who never applied "become a seller", to the shop form', () => {
    const entries = accountMenuEntries({ roles: ['buyer'], shopId: null, application: null });
    expect(entries.map((e) => e.id)).toEqual([...COMMON, 'becomeSeller']);
    expect(entries.at(-1)?.target).toEqual({ to: '/pages/shop/create' });
  });

  it.each(['pending', 'rejected'] as const)('offers an applicant whose application is %s "seller setting" instead', (application) => {
    expect(ids({ roles: ['buyer'], shopId: null, application })).toEqual([...COMMON, 'sellerSetting']);
  });

  it('offers neither while the application is not known yet, so the entry does not change under the pointer', () => {
    expect(ids({ roles: ['buyer'], shopId: null, application: undefined })).toEqual(COMMON);
  });

  it('gives a seller the shop settings, the shop dashboard and their own shop', () => {
    const entries = accountMenuEntries({ roles: ['buyer', 'seller'], shopId: 12, application: 'approved' });
    const withReceived = COMMON.flatMap((id) => (id === 'refunds' ? [id, 'refundsReceived'] : [id]));
    expect(entries.map((e) => e.id)).toEqual([...withReceived, 'shopSettings', 'shopDashboard', 'myShop']);
    expect(entries.find((e) => e.id === 'shopSettings')?.target).toEqual({ backOffice: 'seller' });
    expect(entries.find((e) => e.id === 'refundsReceived')?.target).toEqual({ backOffice: 'seller', page: 'refunds' });
    expect(entries.find((e) => e.id === 'myShop')?.target).toEqual({ to: '/pages/shop/detail?id=12' });
  });

  it('leaves out "go to my shop" for a seller without an open shop', () => {
    expect(ids({ roles: ['seller'], shopId: null, application: 'approved' })).not.toContain('myShop');
  });

  it('adds the back office for an admin', () => {
    const entries = accountMenuEntries({ roles: ['admin', 'buyer'], shopId: null, application: null });
    expect(entries.at(-1)).toEqual({ id: 'adminConsole', target: { backOffice: 'admin' } });
  });

  it('shows an entry whose page is still to come only once it is switched on', () => {
    const shown = ids({ roles: ['buyer'], shopId: null, application: null });
    for (const [id, ready] of Object.entries(PAGE_READY)) expect(shown.includes(id as keyof typeof PAGE_READY)).toBe(ready);
  });

  it('sorts the longest menu (a seller and admin) into sections without losing or adding an entry', () => {
    const entries = accountMenuEntries({ roles: ['buyer', 'seller', 'admin'], shopId: 12, application: 'approved' });
    const sections = groupMenuEntries(entries);
    expect(sections.map((s) => s.group)).toEqual(['account', 'buying', 'money', 'selling', 'help']);
    expect(sections.flatMap((s) => s.entries.map((e) => e.id)).sort()).toEqual(entries.map((e) => e.id).sort());
    expect(sections.find((s) => s.group === 'selling')?.entries.map((e) => e.id)).toEqual(['refundsReceived', 'shopSettings', 'shopDashboard', 'myShop']);
  });

  it('leaves out a section with no entry for this user', () => {
    const onlyHelp = accountMenuEntries({ roles: ['buyer'], shopId: null, application: null }).filter((e) => e.id === 'contactUs');
    expect(groupMenuEntries(onlyHelp)).toEqual([{ group: 'help', entries: onlyHelp }]);
  });
});
