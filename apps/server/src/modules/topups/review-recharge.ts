/**
 * An operator decides a pending top-up. Approval credits the wallet (`actual_amount`, by default the
 * amount asked for) with its ledger row (kind `recharge`, reference `recharge:<id>`) and turns the
 * buyer's notice to success; rejection records the remark and turns the notice to failure with it.
 * The decision is one update conditional on `pending`, in the transaction of the credit, so two
 * operators approving at once credit it once: the second answers 2000007.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { AdminRecharge, RechargeReviewInput } from '@agora/contract/topups';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { postTopUp } from '../books/wallet-entries';
import { NoticeState, NoticeType, setNoticeState } from '../notices/notify';
import { adminRechargeView, findRecharge } from './recharge-queries';

export async function reviewRecharge(db: Db, adminId: number, input: RechargeReviewInput): Promise<Result<AdminRecharge>> {
  const reviewed = await refusable(db, async (trx) => {
    const recharge = await findRecharge(trx, input.id);
    if (!recharge) return refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
    const credit = input.approve ? (input.actual_amount ?? Number(recharge.amount)) : null;
    const decided = await trx
      .updateTable('recharge')
      .set({
        state: input.approve ? 'completed' : 'failed',
        actual_amount: credit,
        remark: input.remark,
        reviewed_by: adminId,
        reviewed_at: nowIso(),
      })
      .where('id', '=', recharge.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) return refuse(fail(ErrorCode.auditFailed));
    if (credit !== null) {
      const moved = await postTopUp(trx, { id: recharge.id, userId: recharge.user_id, amount: credit, remark: input.remark, createdBy: adminId });
      if (!moved.ok) refuse(moved);
    }
    await setNoticeState(trx, {
      type: NoticeType.recharge,
      refId: recharge.id,
      state: credit !== null ? NoticeState.succeeded : NoticeState.failed,
      template: credit !== null ? 'rechargeApproved' : 'rechargeRejected',
      params:
        credit !== null
          ? { amount_cents: credit, wallet: recharge.wallet_name }
          : { amount_cents: Number(recharge.amount), wallet: recharge.wallet_name, reason: input.remark },
    });
    return recharge.id;
  });
  if (!reviewed.ok) return reviewed;
  return ok(adminRechargeView((await findRecharge(db, reviewed.value))!));
}
