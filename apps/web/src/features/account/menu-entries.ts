/**
 * The account menu's entries (spec §2), in the spec's order, for who the user is: a buyer sees
 * "become a seller", an applicant "seller setting" (the application's state page), a seller the
 * shop entries, an admin the back office. Entries whose page is still to come stay in the list,
 * switched off in PAGE_READY, so the issue that builds the page turns its entry on with one word.
 * @example accountMenuEntries({ roles: ['buyer'], shopId: null, application: null }).map((e) => e.id)
 */
import type { UserRole } from '@agora/contract/auth';
import type { ShopApplicationStatus } from '@agora/contract/shops';

/** Pages of the menu that do not exist yet: true once their issue lands. */
export const PAGE_READY = {
  purchaseHistory: true,
  wallet: true,
  refunds: true,
  tickets: true,
  affiliate: true,
} as const;

export type MenuEntryId =
  | 'dashboard'
  | keyof typeof PAGE_READY
  | 'coupons'
  | 'profile'
  | 'notices'
  | 'wishlist'
  | 'compare'
  | 'aboutUs'
  | 'contactUs'
  | 'becomeSeller'
  | 'sellerSetting'
  | 'refundsReceived'
  | 'shopSettings'
  | 'shopDashboard'
  | 'myShop'
  | 'adminConsole';

/** Where an entry goes: a storefront page, or the seller centre or admin console (a sign-in handoff), at one of its pages if `page`. */
export type MenuTarget = { to: string } | { backOffice: 'seller' | 'admin'; page?: string };

export interface MenuEntry {
  id: MenuEntryId;
  target: MenuTarget;
}

export interface MenuContext {
  roles: readonly UserRole[];
  /** The seller's open shop; null without one. */
  shopId: number | null;
  /** The latest shop application's status; null: never applied; undefined: not known yet. */
  application: ShopApplicationStatus | null | undefined;
}

const PAGES: { id: MenuEntryId; to: string; ready: boolean }[] = [
  { id: 'dashboard', to: '/pages/mine/dashboard', ready: true },
  { id: 'purchaseHistory', to: '/pages/history/purchase', ready: PAGE_READY.purchaseHistory },
  { id: 'coupons', to: '/pages/coupons', ready: true },
  { id: 'wallet', to: '/pages/mine/wallet', ready: PAGE_READY.wallet },
  { id: 'refunds', to: '/pages/mine/refund_sent', ready: PAGE_READY.refunds },
  { id: 'tickets', to: '/pages/mine/tickets', ready: PAGE_READY.tickets },
  { id: 'affiliate', to: '/pages/mine/affiliate', ready: PAGE_READY.affiliate },
  { id: 'profile', to: '/pages/mine/confing', ready: true },
  { id: 'notices', to: '/pages/notice/notice', ready: true },
  { id: 'wishlist', to: '/pages/wishlist/wishlist', ready: true },
  { id: 'compare', to: '/pages/compare/compare', ready: true },
  { id: 'aboutUs', to: '/pages/policy/about_us', ready: true },
  { id: 'contactUs', to: '/pages/contact', ready: true },
];

/** The menu's sections (issue 23), in the order shown: 17 entries in one run ran off an 800 px screen. */
export const MENU_GROUPS = ['account', 'buying', 'money', 'selling', 'help'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

const GROUP_OF: Record<MenuEntryId, MenuGroup> = {
  dashboard: 'account',
  profile: 'account',
  notices: 'account',
  adminConsole: 'account',
  purchaseHistory: 'buying',
  coupons: 'buying',
  refunds: 'buying',
  wishlist: 'buying',
  compare: 'buying',
  wallet: 'money',
  affiliate: 'money',
  refundsReceived: 'selling',
  becomeSeller: 'selling',
  sellerSetting: 'selling',
  shopSettings: 'selling',
  shopDashboard: 'selling',
  myShop: 'selling',
  tickets: 'help',
  contactUs: 'help',
  aboutUs: 'help',
};

/**
 * The entries in their sections, each keeping the order `accountMenuEntries` gave; empty sections are left out.
 * @example groupMenuEntries(entries).map((g) => g.group) // ['account', 'buying', 'money', 'selling', 'help']
 */
export function groupMenuEntries(entries: readonly MenuEntry[]): { group: MenuGroup; entries: MenuEntry[] }[] {
  return MENU_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => GROUP_OF[entry.id] === group) })).filter(
    (section) => section.entries.length > 0,
  );
}

export function accountMenuEntries({ roles, shopId, application }: MenuContext): MenuEntry[] {
  const entries: MenuEntry[] = PAGES.filter((page) => page.ready).map(({ id, to }) => ({ id, target: { to } }));
  if (roles.includes('seller')) {
    // Spec §2 "refund requests sent and received": beside the buyer's own, the seller centre's list of its buyers' requests.
    const sent = entries.findIndex((entry) => entry.id === 'refunds');
    entries.splice(sent + 1, 0, { id: 'refundsReceived', target: { backOffice: 'seller', page: 'refunds' } });
    entries.push({ id: 'shopSettings', target: { backOffice: 'seller' } }, { id: 'shopDashboard', target: { backOffice: 'seller' } });
    if (shopId !== null) entries.push({ id: 'myShop', target: { to: `/pages/shop/detail?id=${shopId}` } });
  } else if (application === 'pending' || application === 'rejected') {
    entries.push({ id: 'sellerSetting', target: { to: '/pages/shop/create' } });
  } else if (application !== undefined) {
    // Never applied (or approved, the seller role on its way): the way in.
    entries.push({ id: 'becomeSeller', target: { to: '/pages/shop/create' } });
  }
  if (roles.includes('admin')) entries.push({ id: 'adminConsole', target: { backOffice: 'admin' } });
  return entries;
}
