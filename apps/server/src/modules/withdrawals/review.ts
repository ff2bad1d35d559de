/**
 * The operators' side of withdrawals: the queue (flagged ones first, with the details to pay to,
 * unmasked) and the decision. Approving pays the frozen amount out; refusing gives it back to the
 * balance. The withdrawal leaves `pending` in one conditional update in the transaction that moves
 * the money, so two operators (or an operator and the owner cancelling) decide it once: the
 * second answers 2000007.
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { type AdminWithdrawal, BANK_METHOD, type WithdrawalState } from '@agora/contract/withdrawals';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { postWithdrawal } from '../books/wallet-entries';
import { NoticeState, NoticeType, setNoticeState } from '../notices/notify';
import { withdrawalRepeats } from '../repeat-flags/withdrawal-repeats';
import { detailsFor, EMPTY_SETTINGS, maskAll } from './payout-details';
import { findWithdrawal, leavePending, paymentSettingsOfUsers, withdrawalQueue } from './queries';
import { toWithdrawal } from './withdraw';

export async function withdrawalsForReview(db: Db, query: { page: number; page_size: number; state?: WithdrawalState }): Promise<Page<AdminWithdrawal>> {
  const { rows, total } = await withdrawalQueue(db, query.state, query.page, query.page_size);
  const settings = await paymentSettingsOfUsers(db, [...new Set(rows.map((row) => row.user_id))]);
  const bankOf = (row: { user_id: number; method: string }) => (row.method === BANK_METHOD ? (settings.get(row.user_id)?.account_number ?? '') : '');
  const repeats = await withdrawalRepeats(
    db,
    rows.map((row) => ({ id: row.id, user_id: row.user_id, account_number: bankOf(row) })),
  );
  const list = rows.map((row) => {
    const withdrawal = toWithdrawal(row);
    const details = detailsFor(settings.get(row.user_id) ?? EMPTY_SETTINGS, row.method);
    return {
      ...withdrawal,
      user: { id: row.user_id, firstname: row.firstname, email: row.email },
      flagged: row.flagged,
      details,
      details_changed: details === null || JSON.stringify(maskAll(details)) !== JSON.stringify(withdrawal.destination),
      reviewed_by: row.reviewed_by,
      reviewed_at: row.reviewed_at,
      repeats: repeats.get(row.id) ?? [],
    };
  });
  return { list, total, page: query.page, page_size: query.page_size };
}

export async function reviewWithdrawal(
  db: Db,
  adminId: number,
  input: { id: number; approve: 0 | 1; remark: string },
): Promise<Result<{ id: number; state: WithdrawalState }>> {
  return refusable(db, async (trx) => {
    const row = await findWithdrawal(trx, input.id);
    if (!row) return refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
    const state = input.approve ? 'completed' : 'failed';
    if (!(await leavePending(trx, row.id, { state, remark: input.remark, reviewedBy: adminId, reviewedAt: nowIso() }))) refuse(fail(ErrorCode.auditFailed));
    const moved = await postWithdrawal(trx, input.approve ? 'paid' : 'release', {
      id: row.id,
      userId: row.user_id,
      amount: Number(row.amount),
      fee: Number(row.fee),
      remark: input.remark,
      createdBy: adminId,
    });
    // The amount was frozen when it was asked for and only this decision moves it.
    if (!moved.ok) throw new Error(`withdrawal ${row.id}: its frozen amount is missing`);
    await setNoticeState(trx, {
      type: NoticeType.withdrawal,
      refId: row.id,
      state: input.approve ? NoticeState.succeeded : NoticeState.failed,
      template: input.approve ? 'withdrawalPaid' : 'withdrawalRejected',
      params: input.approve ? { amount_cents: Number(row.amount) } : { amount_cents: Number(row.amount), reason: input.remark },
    });
    return { id: row.id, state };
  });
}
