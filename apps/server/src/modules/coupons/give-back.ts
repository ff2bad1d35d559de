/**
 * A cancelled order's coupons back to the buyer: the shop's coupon spent on that order, and the
 * mall's coupon spent on its checkout once every order of the checkout is cancelled (its discount
 * was shared between them). The claim becomes unused again and the coupon's use count goes down,
 * each by one conditional update, so a cancel retried or racing gives a coupon back at most once.
 * @example await inTransaction(db, async (trx) => { if (await moveOrder(trx, …)) await giveBackCoupons(trx, moved); });
 */
import type { Executor } from '../../db/database';

export async function giveBackCoupons(trx: Executor, order: { id: number; checkout_id: number }): Promise<number> {
  const open = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('checkout_id', '=', order.checkout_id)
    .where('delivery_status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  const claims = await trx
    .selectFrom('coupon_claim')
    .select(['id', 'coupon_id'])
    .where('used_at', 'is not', null)
    .where((eb) =>
      Number(open.n) === 0
        ? eb.or([eb('order_id', '=', order.id), eb.and([eb('order_id', 'is', null), eb('checkout_id', '=', order.checkout_id)])])
        : eb('order_id', '=', order.id),
    )
    .orderBy('coupon_id')
    .execute();
  let given = 0;
  for (const claim of claims) {
    const freed = await trx
      .updateTable('coupon_claim')
      .set({ used_at: null, order_id: null, checkout_id: null })
      .where('id', '=', claim.id)
      .where('used_at', 'is not', null)
      .executeTakeFirst();
    if (freed.numUpdatedRows === 0n) continue;
    await trx
      .updateTable('coupon')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('id', '=', claim.coupon_id)
      .where('used', '>', 0)
      .execute();
    given++;
  }
  return given;
}
