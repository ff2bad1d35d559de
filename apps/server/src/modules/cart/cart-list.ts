/**
 * The cart as the buyer sees it: lines by shop, each priced and checked now; a line that can no
 * longer be bought stays, marked unavailable with why. A guest's cart (kept in the browser) is
 * shown the same way by `previewCart`.
 */
import type { CartItem, CartLineInput, CartList } from '@agora/contract/cart';
import type { Lang } from '@agora/contract/locale';
import type { Executor } from '../../db/database';
import { type PricedLine, priceLines, type WantedLine } from './cart-lines';

/** The number of lines in a user's cart: `items_count`, and the navigation bar's count. */
export async function countCartLines(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A user's lines, priced now, newest first: all of them, the selected ones, or those of `ids`. */
async function userLines(db: Executor, lang: Lang, userId: number, which: 'all' | 'selected' | number[]): Promise<PricedLine[]> {
  if (Array.isArray(which) && which.length === 0) return [];
  const rows = await db
    .selectFrom('cart_item')
    .select(['id', 'product_id', 'variant_id', 'quantity', 'selected'])
    .where('user_id', '=', userId)
    .$if(which === 'selected', (qb) => qb.where('selected', '=', 1))
    .$if(Array.isArray(which), (qb) => qb.where('id', 'in', which as number[]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return priceLines(
    db,
    lang,
    rows.map((r) => ({ ...r, selected: r.selected === 1 })),
  );
}

/**
 * A user's cart lines, priced now, newest first: the selected ones, or those of `ids` (selected
 * or not; ids of other users' lines are ignored). For the checkout: one call prices every line,
 * inside its transaction when given `trx`.
 * @example const lines = await cartLinesOf(trx, userId, [4, 9], 'th'); lines.filter((l) => !l.available)
 */
export function cartLinesOf(db: Executor, userId: number, ids?: number[], lang: Lang = 'en'): Promise<PricedLine[]> {
  return userLines(db, lang, userId, ids ?? 'selected');
}

const toItem = (line: PricedLine, id: number): CartItem => ({
  id,
  product_id: line.product_id,
  variant_id: line.variant_id,
  name: line.name,
  image: line.thumb,
  options: line.options,
  price: line.price,
  regular_price: line.regular_price,
  quantity: line.quantity,
  stock: line.stock,
  selected: line.selected,
  available: line.available,
  problem: line.problem,
});

/** Lines by shop (in order of each shop's first line) and the subtotal of the selected, available ones. */
function grouped(lines: PricedLine[], idOf: (line: PricedLine) => number, itemsCount: number): CartList {
  const shops = new Map<number, CartList['shops'][number]>();
  for (const line of lines) {
    const group = shops.get(line.shop.id) ?? { shop: line.shop, items: [] };
    group.items.push(toItem(line, idOf(line)));
    shops.set(line.shop.id, group);
  }
  const subtotal = lines.reduce((sum, l) => (l.selected && l.available ? sum + l.price * l.quantity : sum), 0);
  return { shops: [...shops.values()], items_count: itemsCount, subtotal };
}

export async function listCart(db: Executor, lang: Lang, userId: number): Promise<CartList> {
  const lines = await userLines(db, lang, userId, 'all');
  // Every line is priced (a cart holds variants that exist: deleting one deletes its lines).
  return grouped(lines, (l) => l.id as number, lines.length);
}

/**
 * A guest's cart, as the browser keeps it (newest last), shown like an account's: newest first,
 * each line known by its variant. Lines of unknown variants are left out.
 */
export async function previewCart(db: Executor, lang: Lang, items: CartLineInput[]): Promise<CartList> {
  const wanted: WantedLine[] = [...items].reverse().map((item) => ({
    id: null,
    product_id: item.product_id,
    variant_id: item.variant_id,
    quantity: item.quantity,
    selected: item.selected !== 0,
  }));
  const seen = new Set<number>();
  const unique = wanted.filter((line) => !seen.has(line.variant_id) && seen.add(line.variant_id));
  const lines = await priceLines(db, lang, unique);
  return grouped(lines, (l) => l.variant_id, lines.length);
}

/** The buyer's cart lines with these ids, as stored (another buyer's ids find nothing). */
export const cartItemsOf = (db: Executor, userId: number, ids: number[]) =>
  db.selectFrom('cart_item').select(['id', 'product_id', 'variant_id', 'quantity']).where('user_id', '=', userId).where('id', 'in', ids).execute();
