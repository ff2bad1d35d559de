/**
 * Putting variants into a cart. One statement per line decides and writes, so buyers adding at
 * once can never hold more than the stock in one line:
 *
 *   insert into cart_item (…) select …, :quantity … from product_variant join product join shop
 *     where variant and product match, product on sale, shop active, stock >= :quantity
 *   on conflict (user_id, variant_id) do update set quantity = cart_item.quantity + excluded.quantity
 *     where cart_item.quantity + excluded.quantity <= (select stock from product_variant …)
 *
 * (PostgreSQL re-checks the `where` on the newest row after waiting for its lock; SQLite writes
 * one statement at a time.)
 */
import { CART_MAX_LINES, type CartLineInput, type ItemsCount } from '@agora/contract/cart';
import { ErrorCode } from '@agora/contract/errors';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { countCartLines } from './cart-list';

type Want = { product_id: number; variant_id: number; quantity: number };

const int = (value: number) => sql<number>`cast(${value} as integer)`;
const stockOfLine = (eb: ExpressionBuilder<Database, 'cart_item'>) =>
  eb.selectFrom('product_variant').select('product_variant.stock').whereRef('product_variant.id', '=', 'cart_item.variant_id');

/** The variant as a cart line would take it: of that product, on sale in an active shop. */
function buyable(db: Executor, want: Want) {
  return db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .innerJoin('shop', 'shop.id', 'product.shop_id')
    .where('product_variant.id', '=', want.variant_id)
    .where('product_variant.product_id', '=', want.product_id)
    .where('product.status', '=', 'on_sale')
    .where('shop.status', '=', 'active');
}

/** A new line would pass the cart's bound (adding to a line already there always may). */
async function cartIsFull(db: Executor, userId: number, variantId: number): Promise<boolean> {
  if ((await countCartLines(db, userId)) < CART_MAX_LINES) return false;
  const line = await db.selectFrom('cart_item').select('id').where('user_id', '=', userId).where('variant_id', '=', variantId).executeTakeFirst();
  return line === undefined;
}

const FULL = { field: 'product_id', reason: 'tooBig', params: { max: CART_MAX_LINES } } as const;

/**
 * Adds `quantity` pieces of a variant, to its line if the cart has one. 2000021: unknown product,
 * off sale, or a variant of another product; 2000023: the line would hold more than the stock.
 */
export async function addToCart(db: Db, userId: number, want: Want): Promise<Result<ItemsCount>> {
  if (await cartIsFull(db, userId, want.variant_id)) return fail(ErrorCode.invalidParameter, FULL);
  const candidate = buyable(db, want)
    .select([
      int(userId).as('user_id'),
      'product_variant.product_id',
      'product_variant.id',
      int(want.quantity).as('quantity'),
      sql<string>`${nowIso()}`.as('created_at'),
    ])
    .where('product_variant.stock', '>=', want.quantity);
  const written = await db
    .insertInto('cart_item')
    .columns(['user_id', 'product_id', 'variant_id', 'quantity', 'created_at'])
    .expression(candidate)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'variant_id'])
        .doUpdateSet((eb) => ({ quantity: eb('cart_item.quantity', '+', eb.ref('excluded.quantity')), selected: 1 }))
        .where((eb) => eb(eb('cart_item.quantity', '+', eb.ref('excluded.quantity')), '<=', stockOfLine(eb))),
    )
    .returning('id')
    .executeTakeFirst();
  if (!written) {
    const found = await buyable(db, want).select('product_variant.id').executeTakeFirst();
    return fail(found ? ErrorCode.insufficientStock : ErrorCode.productFailure);
  }
  return ok({ items_count: await countCartLines(db, userId) });
}

/** The smaller of two SQL values, in both dialects (`min(a, b)` in SQLite is `least` in PostgreSQL). */
const smaller = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) => sql<number>`case when ${a} <= ${b} then ${a} else ${b} end`;

/**
 * A guest's cart joining the account's at login: each line is added, its quantity capped at the
 * stock (with what the account's line already holds); unknown, off-sale and sold-out ones are
 * skipped, and so are new lines past the cart's bound. One transaction.
 */
export async function mergeCart(db: Db, userId: number, items: CartLineInput[]): Promise<ItemsCount> {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      if (await cartIsFull(trx, userId, item.variant_id)) continue;
      const candidate = buyable(trx, item)
        .select([
          int(userId).as('user_id'),
          'product_variant.product_id',
          'product_variant.id',
          smaller(int(item.quantity), sql.ref('product_variant.stock')).as('quantity'),
          sql<string>`${nowIso()}`.as('created_at'),
        ])
        .where('product_variant.stock', '>', 0);
      await trx
        .insertInto('cart_item')
        .columns(['user_id', 'product_id', 'variant_id', 'quantity', 'created_at'])
        .expression(candidate)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'variant_id'])
            .doUpdateSet((eb) => ({ quantity: smaller(sql`cart_item.quantity + excluded.quantity`, sql`(${stockOfLine(eb)})`) }))
            // A line already at (or, the stock having dropped, above) the stock is left as it is.
            .where((eb) => eb('cart_item.quantity', '<', stockOfLine(eb))),
        )
        .execute();
    }
  });
  return { items_count: await countCartLines(db, userId) };
}
