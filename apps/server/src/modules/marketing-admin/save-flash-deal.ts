/**
 * Creating, editing and ending flash deals from the console. The rules: the end after the start;
 * each item a variant of a product on sale, once, at a deal price above 0 and below the variant's
 * own price, for a quantity of at least 1 and never below what was already sold at it; a variant
 * in no other deal whose window overlaps; an ended deal is history and stays as it is. Checkout
 * takes the deal price and counts `sold` (checkout/queries.ts takeDealQuantity), so an item that
 * has sold stays in its deal.
 *
 * The overlap check runs inside the save's transaction, after the save has locked the variants it
 * is about (`lockVariants`): two operators saving clashing deals at the same instant take turns,
 * and the second one's check sees the first one's deal.
 * @example await saveFlashDeal(db, { title_en: 'Weekend', starts_at, ends_at, items: [{ variant_id: 7, price: 990, quantity: 50 }] })
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FlashDealSaveInput } from '@agora/contract/marketing-admin';
import type { Db, Executor } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { planLanguages } from '../../lib/per-language';
import { nowIso } from '../../lib/time';

const invalid = (
  field: string,
  reason: 'invalid' | 'offSale' | 'taken' | 'dealPriceNotBelow' | 'dealOverlap' | 'dealEnded' | 'endsBeforeStart' | 'dateInPast',
) => fail(ErrorCode.invalidParameter, { field, reason });

/**
 * Takes the row locks of the variants a save touches until its transaction ends: those of the
 * items sent and, for an edit, of the items the deal has (one may be dropped). A no-op update
 * locks a row on PostgreSQL and makes the transaction SQLite's one writer from its first statement.
 * One row at a time in variant id order, as checkout takes them (checkout/place.ts), and before
 * any deal item, so a save and a checkout never wait on each other in a circle.
 * @example await lockVariants(trx, input) // update "product_variant" set "price" = "price" where "id" = 7, then 9, …
 */
async function lockVariants(trx: Executor, input: FlashDealSaveInput): Promise<void> {
  const ids = new Set(input.items.map((i) => i.variant_id));
  if (input.id !== undefined) {
    // The deal's row first, so the edit's item list cannot change before its variants are held.
    await trx
      .updateTable('flash_deal')
      .set((eb) => ({ end_time: eb.ref('end_time') }))
      .where('id', '=', input.id)
      .execute();
    const items = await trx.selectFrom('flash_deal_item').select('variant_id').where('flash_deal_id', '=', input.id).execute();
    for (const item of items) ids.add(item.variant_id);
  }
  for (const id of [...ids].sort((x, y) => x - y))
    await trx
      .updateTable('product_variant')
      .set((eb) => ({ price: eb.ref('price') }))
      .where('id', '=', id)
      .execute();
}

/** Checks the input against the database; the deal's id (or undefined for a new one) when it may be saved. */
async function check(db: Executor, input: FlashDealSaveInput): Promise<Result<{ id: number | undefined; products: Map<number, number> }>> {
  const now = nowIso();
  const existing =
    input.id === undefined ? undefined : await db.selectFrom('flash_deal').select(['id', 'end_time']).where('id', '=', input.id).executeTakeFirst();
  if (input.id !== undefined && !existing) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  if (existing && existing.end_time <= now) return invalid('id', 'dealEnded');
  if (input.ends_at <= input.starts_at) return invalid('ends_at', 'endsBeforeStart');
  if (input.ends_at <= now) return invalid('ends_at', 'dateInPast');

  const variantIds = input.items.map((i) => i.variant_id);
  const twice = variantIds.findIndex((id, index) => variantIds.indexOf(id) !== index);
  if (twice >= 0) return invalid(`items.${twice}.variant_id`, 'taken');
  const variants = await db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .select(['product_variant.id', 'product_variant.product_id', 'product_variant.price', 'product.status'])
    .where('product_variant.id', 'in', variantIds)
    .execute();
  const products = new Map<number, number>();
  for (const [index, item] of input.items.entries()) {
    const variant = variants.find((v) => v.id === item.variant_id);
    if (!variant) return fail(ErrorCode.noData, { field: `items.${index}.variant_id`, reason: 'invalid' });
    if (variant.status !== 'on_sale') return invalid(`items.${index}.variant_id`, 'offSale');
    if (item.price >= Number(variant.price)) return invalid(`items.${index}.price`, 'dealPriceNotBelow');
    products.set(item.variant_id, variant.product_id);
  }

  // Another deal holding one of these variants whose window meets this one.
  let others = db
    .selectFrom('flash_deal_item')
    .innerJoin('flash_deal', 'flash_deal.id', 'flash_deal_item.flash_deal_id')
    .select(['flash_deal_item.variant_id'])
    .where('flash_deal_item.variant_id', 'in', variantIds)
    .where('flash_deal.end_time', '>', input.starts_at)
    .where('flash_deal.start_time', '<', input.ends_at);
  if (existing) others = others.where('flash_deal.id', '!=', existing.id);
  const clash = await others.executeTakeFirst();
  if (clash) return invalid('items', 'dealOverlap');
  return ok({ id: existing?.id, products });
}

/** Creates a deal (no `id`) or edits one not yet ended; its id. The caller refreshes the deal clock. */
export async function saveFlashDeal(db: Db, input: FlashDealSaveInput): Promise<Result<number>> {
  const now = nowIso();
  return refusable(db, async (trx) => {
    await lockVariants(trx, input);
    const checked = await check(trx, input);
    if (!checked.ok) return refuse(checked);
    const { products } = checked.value;
    let id = checked.value.id;
    if (id === undefined) {
      const made = await trx
        .insertInto('flash_deal')
        .values({ start_time: input.starts_at, end_time: input.ends_at, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = made.id;
    } else {
      // Still not ended: a checkout that ends it meanwhile is not overwritten.
      const changed = await trx
        .updateTable('flash_deal')
        .set({ start_time: input.starts_at, end_time: input.ends_at })
        .where('id', '=', id)
        .where('end_time', '>', now)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) refuse(invalid('id', 'dealEnded'));
    }
    const dealId = id;

    for (const plan of planLanguages(input, ['title'] as const)) {
      if (plan.action === 'keep') continue;
      await trx.deleteFrom('flash_deal_translation').where('flash_deal_id', '=', dealId).where('lang', '=', plan.lang).execute();
      if (plan.action === 'write')
        await trx.insertInto('flash_deal_translation').values({ flash_deal_id: dealId, lang: plan.lang, title: plan.texts.title }).execute();
    }

    const current = await trx.selectFrom('flash_deal_item').select(['id', 'variant_id', 'sold']).where('flash_deal_id', '=', dealId).execute();
    // An item dropped from the deal must not have sold: those orders' refunds give back to it.
    const dropped = current.filter((row) => !input.items.some((i) => i.variant_id === row.variant_id));
    const soldDropped = dropped.find((row) => row.sold > 0);
    if (soldDropped) refuse(fail(ErrorCode.invalidParameter, { field: 'items', reason: 'belowSold', params: { sold: soldDropped.sold } }));
    if (dropped.length)
      await trx
        .deleteFrom('flash_deal_item')
        .where(
          'id',
          'in',
          dropped.map((row) => row.id),
        )
        .execute();

    for (const [index, item] of input.items.entries()) {
      const row = current.find((r) => r.variant_id === item.variant_id);
      if (!row) {
        await trx
          .insertInto('flash_deal_item')
          .values({
            flash_deal_id: dealId,
            product_id: products.get(item.variant_id) ?? 0,
            variant_id: item.variant_id,
            deal_price: item.price,
            deal_quantity: item.quantity,
          })
          .execute();
        continue;
      }
      // Conditional on what was sold by now, so a checkout running meanwhile cannot be oversold.
      const updated = await trx
        .updateTable('flash_deal_item')
        .set({ deal_price: item.price, deal_quantity: item.quantity })
        .where('id', '=', row.id)
        .where('sold', '<=', item.quantity)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) {
        const sold = await trx.selectFrom('flash_deal_item').select('sold').where('id', '=', row.id).executeTakeFirstOrThrow();
        refuse(fail(ErrorCode.invalidParameter, { field: `items.${index}.quantity`, reason: 'belowSold', params: { sold: sold.sold } }));
      }
    }
    return dealId;
  });
}

/** Ends a running or upcoming deal now (an upcoming one never starts); ended deals are refused. */
export async function endFlashDeal(db: Db, id: number): Promise<Result<number>> {
  const now = nowIso();
  const deal = await db.selectFrom('flash_deal').select(['id', 'start_time', 'end_time']).where('id', '=', id).executeTakeFirst();
  if (!deal) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  if (deal.end_time <= now) return invalid('id', 'dealEnded');
  await db
    .updateTable('flash_deal')
    .set({ end_time: now, ...(deal.start_time > now ? { start_time: now } : {}) })
    .where('id', '=', id)
    .execute();
  return ok(id);
}
