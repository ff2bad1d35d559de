/**
 * Every shop for the operator, and suspending or resuming one with a reason. A suspension takes
 * the shop's products on sale off sale at once (remembering which, in `shop_suspended_product`)
 * and turns its seller centre read-only (seller-readonly.ts); resuming puts back on sale exactly
 * those still off sale. Buyers' listings all read `product.status = 'on_sale'` (catalog), so
 * no storefront query needs to know about suspensions; the shop's page answers 2000019 while
 * the shop is not active (catalog/queries.ts `findShop`). The seller is told by a notice.
 * @example await suspendShop(db, { id: 3, reason: 'Counterfeit goods reported' })
 */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { AdminShop, AdminShopListQuery, ShopStanding } from '@agora/contract/shops-admin';
import { adminShopListQuerySchema } from '@agora/contract/shops-admin';

import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { defaultCommission } from '../shops/shop-commission';
import { containing, idOf, lowerOf } from './search-pattern';

/** Shops, newest first, with their owner and product counts. */
export async function listShops(db: Db, input: AdminShopListQuery): Promise<Page<AdminShop>> {
  const query = adminShopListQuerySchema.parse(input);
  const base = db
    .selectFrom('shop')
    .innerJoin('user', 'user.id', 'shop.user_id')
    .where('shop.status', 'in', query.state ? [query.state] : ['active', 'suspended'])
    .$if(query.q !== undefined && query.q !== '', (qb) =>
      qb.where((eb) => {
        const q = query.q as string;
        const id = idOf(q);
        return eb.or([
          eb(lowerOf('shop.name'), 'like', containing(q)),
          eb(lowerOf('user.firstname'), 'like', containing(q)),
          eb(lowerOf('user.email'), 'like', containing(q)),
          ...(id === null ? [] : [eb('shop.id', '=', id)]),
        ]);
      }),
    );
  const [count, rows, fallback] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select((eb) => [
        'shop.id',
        'shop.name',
        'shop.logo',
        'shop.status',
        'shop.commission_bps',
        'shop.suspended_reason',
        'shop.suspended_at',
        'shop.created_at',
        'user.firstname as owner_name',
        'user.email as owner_email',
        eb
          .selectFrom('product')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('product.shop_id', '=', 'shop.id')
          .where('product.status', '=', 'on_sale')
          .as('on_sale'),
        eb.selectFrom('product').select(eb.fn.countAll<number>().as('n')).whereRef('product.shop_id', '=', 'shop.id').as('products'),
      ])
      .orderBy('shop.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    defaultCommission(db),
  ]);
  const list = rows.map((r) => ({
    ...r,
    commission_bps: r.commission_bps === null ? null : Number(r.commission_bps),
    default_commission_bps: fallback,
    on_sale: Number(r.on_sale ?? 0),
    products: Number(r.products ?? 0),
  }));
  return { list, total: Number(count?.n ?? 0), page: query.page, page_size: query.page_size };
}

async function shopWithOwner(db: Executor, id: number) {
  return db
    .selectFrom('shop')
    .innerJoin('user', 'user.id', 'shop.user_id')
    .select(['shop.id', 'shop.name', 'shop.status', 'shop.user_id'])
    .where('shop.id', '=', id)
    .executeTakeFirst();
}

/** 2000019 for an unknown shop; 2000018 unless it is active (a pending or refused one has nothing to suspend). */
export async function suspendShop(db: Db, input: { id: number; reason: string }): Promise<Result<ShopStanding>> {
  return inTransaction(db, async (trx) => {
    const shop = await shopWithOwner(trx, input.id);
    if (!shop) return fail(ErrorCode.noData);
    const now = nowIso();
    // Conditional on the state, so two operators crossing each other suspend once.
    const moved = await trx
      .updateTable('shop')
      .set({ status: 'suspended', suspended_reason: input.reason, suspended_at: now, updated_at: now })
      .where('id', '=', input.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return fail(ErrorCode.dataOperationFailed);
    const onSale = await trx.selectFrom('product').select('id').where('shop_id', '=', input.id).where('status', '=', 'on_sale').execute();
    if (onSale.length) {
      await trx
        .insertInto('shop_suspended_product')
        .values(onSale.map((p) => ({ shop_id: input.id, product_id: p.id })))
        .execute();
      await trx.updateTable('product').set({ status: 'off_sale', updated_at: now }).where('shop_id', '=', input.id).where('status', '=', 'on_sale').execute();
    }
    await notify(trx, {
      userId: shop.user_id,
      type: NoticeType.shopApplication,
      state: NoticeState.failed,
      template: 'shopSuspended',
      params: { shop: shop.name, reason: input.reason },
      refId: shop.id,
    });
    return ok({ id: shop.id, status: 'suspended' as const, suspended_reason: input.reason, suspended_at: now, products: onSale.length });
  });
}

/** 2000019 for an unknown shop; 2000018 unless it is suspended. */
export async function resumeShop(db: Db, input: { id: number; reason: string }): Promise<Result<ShopStanding>> {
  return inTransaction(db, async (trx) => {
    const shop = await shopWithOwner(trx, input.id);
    if (!shop) return fail(ErrorCode.noData);
    const now = nowIso();
    const moved = await trx
      .updateTable('shop')
      .set({ status: 'active', suspended_reason: '', suspended_at: null, updated_at: now })
      .where('id', '=', input.id)
      .where('status', '=', 'suspended')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return fail(ErrorCode.dataOperationFailed);
    // Only those the suspension took off and still off sale: one the operator took off meanwhile stays off.
    const back = await trx
      .updateTable('product')
      .set({ status: 'on_sale', updated_at: now })
      .where('shop_id', '=', input.id)
      .where('status', '=', 'off_sale')
      .where('id', 'in', (eb) => eb.selectFrom('shop_suspended_product').select('product_id').where('shop_id', '=', input.id))
      .executeTakeFirst();
    await trx.deleteFrom('shop_suspended_product').where('shop_id', '=', input.id).execute();
    await notify(trx, {
      userId: shop.user_id,
      type: NoticeType.shopApplication,
      state: NoticeState.succeeded,
      template: 'shopResumed',
      params: { shop: shop.name, reason: input.reason },
      refId: shop.id,
    });
    return ok({ id: shop.id, status: 'active' as const, suspended_reason: '', suspended_at: null, products: Number(back.numUpdatedRows) });
  });
}

/** The caller's suspended shop's reason, for the seller centre (null when the shop is not suspended). */
export async function suspensionOf(db: Db, shopId: number): Promise<{ reason: string; since: string | null } | null> {
  const row = await db.selectFrom('shop').select(['status', 'suspended_reason', 'suspended_at']).where('id', '=', shopId).executeTakeFirst();
  return row?.status === 'suspended' ? { reason: row.suspended_reason, since: row.suspended_at } : null;
}
