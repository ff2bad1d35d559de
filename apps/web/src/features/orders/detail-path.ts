/**
 * Where one of the buyer's orders is shown: its own module, so a link from elsewhere (a notice)
 * does not load the order pages' code.
 * @example detailPath(42) // '/pages/history/detail?id=42'
 */
export const detailPath = (id: number) => `/pages/history/detail?id=${id}`;
