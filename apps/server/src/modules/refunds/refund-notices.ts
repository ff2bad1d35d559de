/**
 * A refund request's news (notice type 700): each step tells the buyer and the shop's owner, each
 * in their own words (the owner's templates end in `ForShop`, so the list marks them `for_shop`),
 * with the request as `ref_id`.
 */
import type { Executor } from '../../db/database';
import { NoticeType, notify } from '../notices/notify';

export type RefundStep = 'Applied' | 'ReturnAccepted' | 'Rejected' | 'GoodsSent' | 'Paid' | 'Escalated' | 'Closed' | 'Cancelled';

export interface RefundNews {
  id: number;
  user_id: number;
  shop_id: number;
  order_sn: string;
  product: string;
  amount: number;
  reason?: string;
  log_sn?: string;
}

/** Writes the step's notice to the buyer and to the shop's owner, in the caller's transaction. */
export async function tellRefundStep(trx: Executor, step: RefundStep, news: RefundNews): Promise<void> {
  const owner = await trx.selectFrom('shop').select('user_id').where('id', '=', news.shop_id).executeTakeFirstOrThrow();
  const params = {
    order: news.order_sn,
    product: news.product,
    amount_cents: news.amount,
    ...(news.reason !== undefined ? { reason: news.reason } : {}),
    ...(news.log_sn !== undefined ? { log_sn: news.log_sn } : {}),
  };
  const base = { type: NoticeType.refund, state: 1 as const, params, refId: news.id };
  await notify(trx, { ...base, userId: news.user_id, template: `refund${step}` });
  await notify(trx, { ...base, userId: owner.user_id, template: `refund${step}ForShop` });
}
