/**
 * The mall's review of stock applications: the queue, and the decision. Approving adds the
 * quantity to the variant and to its product's stock column in the same transaction; the
 * application's own update is conditional on `pending`, so two admins approving at once add it
 * once (the second finds it decided and answers 2000007, the review failed).
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ProductChange } from '../catalog/catalog-cache';
import { NoticeState, NoticeType, setNoticeState } from '../notices/notify';
import { productName } from '../seller/queries';

export async function listPendingStock(db: Db, lang: Lang, page: number, pageSize: number) {
  const base = db.selectFrom('stock_application').where('stock_application.status', '=', 'pending');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .innerJoin('product_variant', 'product_variant.id', 'stock_application.variant_id')
      .innerJoin('shop', 'shop.id', 'stock_application.shop_id')
      .select([
        'stock_application.id',
        'stock_application.quantity',
        'stock_application.remark',
        'stock_application.created_at',
        'stock_application.variant_id',
        'product_variant.product_id',
        'product_variant.sku',
        'product_variant.options',
        'product_variant.stock',
        'shop.id as shop_id',
        'shop.name as shop_name',
      ])
      .orderBy('stock_application.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const list = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      shop: { id: r.shop_id, name: r.shop_name },
      product_id: r.product_id,
      product_name: await productName(db, r.product_id, lang),
      variant_id: r.variant_id,
      sku: r.sku,
      options: JSON.parse(r.options) as Record<string, string>,
      stock: r.stock,
      quantity: r.quantity,
      remark: r.remark,
      created_at: r.created_at,
    })),
  );
  return { list, total: Number(count?.n ?? 0), page, page_size: pageSize };
}

export async function reviewStock(
  db: Db,
  input: { id: number; approve: 0 | 1; reason: string },
): Promise<Result<{ id: number; status: string; change: ProductChange | null }>> {
  return inTransaction(db, async (trx) => {
    const application = await trx
      .selectFrom('stock_application')
      .innerJoin('product_variant', 'product_variant.id', 'stock_application.variant_id')
      .innerJoin('shop', 'shop.id', 'stock_application.shop_id')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select([
        'stock_application.id',
        'stock_application.quantity',
        'stock_application.variant_id',
        'product_variant.product_id',
        'shop.id as shop_id',
        'user.lang',
      ])
      .where('stock_application.id', '=', input.id)
      .executeTakeFirst();
    if (!application) return fail(ErrorCode.noData);
    const status = input.approve ? 'approved' : 'rejected';
    // The one decision: whoever changes it from pending first decides; the other finds nothing to change.
    const decided = await trx
      .updateTable('stock_application')
      .set({ status, reason: input.approve ? '' : input.reason, reviewed_at: nowIso() })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) return fail(ErrorCode.auditFailed);
    if (input.approve) {
      await trx
        .updateTable('product_variant')
        .set({ stock: sql`stock + ${application.quantity}` })
        .where('id', '=', application.variant_id)
        .execute();
      await trx
        .updateTable('product')
        .set({ stock: sql`stock + ${application.quantity}`, updated_at: nowIso() })
        .where('id', '=', application.product_id)
        .execute();
    }
    const product = await productName(trx, application.product_id, application.lang);
    await setNoticeState(trx, {
      type: NoticeType.stockApplication,
      refId: application.id,
      state: input.approve ? NoticeState.succeeded : NoticeState.failed,
      template: input.approve ? 'stockApplicationApproved' : 'stockApplicationRejected',
      params: input.approve ? { product, quantity: application.quantity } : { product, quantity: application.quantity, reason: input.reason },
    });
    // Stock shows on the product's page only (cards carry no stock).
    const change = input.approve ? { id: application.product_id, shopIds: [application.shop_id], categoryIds: [], brandIds: [], listings: false } : null;
    return ok({ id: application.id, status, change });
  });
}
