/** An order cancelled whole takes its open refund requests with it: they are cancelled (the money goes back with the order). */
import { OPEN_REFUND_STATES } from '@agora/contract/refunds';
import type { Executor } from '../../db/database';

export async function closeOpenRefunds(trx: Executor, orderId: number, now: string): Promise<void> {
  await trx
    .updateTable('refund_request')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('order_id', '=', orderId)
    .where('state', 'in', OPEN_REFUND_STATES)
    .execute();
}
