/** A seller asks for more stock on a variant: a stock application (reviewed by the mall) and a notice (type 300, state 0). */
import { ErrorCode } from '@agora/contract/errors';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { NoticeType, notify } from '../notices/notify';
import { findOwnVariant, productName } from './queries';

export async function applyForStock(
  db: Db,
  ctx: { shopId: number; userId: number; lang: string },
  input: { variant_id: number; quantity: number; remark: string },
) {
  return inTransaction(db, async (trx) => {
    const variant = await findOwnVariant(trx, ctx.shopId, input.variant_id);
    if (!variant) return fail(ErrorCode.noData) as Result<never>;
    const created_at = nowIso();
    const row = await trx
      .insertInto('stock_application')
      .values({ shop_id: ctx.shopId, variant_id: variant.id, quantity: input.quantity, remark: input.remark, created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await productName(trx, variant.product_id, ctx.lang);
    await notify(trx, {
      userId: ctx.userId,
      type: NoticeType.stockApplication,
      template: 'stockApplicationReceived',
      params: { product, quantity: input.quantity },
      refId: row.id,
    });
    return ok({ id: row.id, variant_id: variant.id, quantity: input.quantity, remark: input.remark, status: 'pending', created_at });
  });
}
