/**
 * What other modules may ask of the cart (they never read `cart_item` themselves): the checkout
 * prices a buyer's lines (or a buy-now line) with one call and removes the lines it ordered inside
 * its own transaction; the navigation bar's count is the number of lines.
 * @example
 * const lines = await cartLinesOf(trx, userId, cartItemIds, lang); // or priceLines(trx, lang, [{ id: null, … }])
 * if (lines.some((l) => !l.available)) …; await removeCartLines(trx, userId, lines.map((l) => l.id as number));
 */
export { type PricedLine, priceLines, type WantedLine } from './cart-lines';
export { cartItemsOf, cartLinesOf, countCartLines } from './cart-list';
export { removeCartLines } from './change-lines';
