/** The admin console's query keys: one root, so a decision refreshes every list and count that shows it. */
export const adminKey = ['admin'] as const;
export const applicationsKey = [...adminKey, 'applications'] as const;
export const productsKey = [...adminKey, 'products'] as const;
export const stockKey = [...adminKey, 'stock'] as const;
export const announcementsKey = ['announcements'] as const;

/** Rows per page in the console's tables. */
export const PAGE_SIZE = 20;
