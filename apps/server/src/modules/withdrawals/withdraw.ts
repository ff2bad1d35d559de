/**
 * A user's withdrawals: asking for one freezes the amount (fee included) in the same transaction
 * that records it, so twenty requests at once freeze only what the balance covers; the owner may
 * cancel it while it is pending, which gives the money back. Every move is a ledger row with the
 * reference `withdrawal:<id>`.
 */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { BANK_METHOD, type Withdrawal, type WithdrawalState, type WithdrawInput } from '@agora/contract/withdrawals';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { formatUsd } from '../../lib/usd';
import { postWithdrawal } from '../books/wallet-entries';
import { NoticeState, NoticeType, notify, setNoticeState } from '../notices/notify';
import { isFlagged } from './payment-settings';
import { detailsFor, maskAll } from './payout-details';
import { findPaymentSettings, findWithdrawal, leavePending, offeredWalletTypes, userWithdrawals, type WithdrawalRow } from './queries';
import { withdrawFee, withdrawSettings } from './settings';

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    method: row.method,
    destination: JSON.parse(row.destination) as Record<string, string>,
    state: row.state,
    remark: row.remark,
    created_at: row.created_at,
  };
}

/**
 * Below the minimum → 1000008 naming `amount`; a method the settings hold nothing for → 1000008
 * naming `method`; more than the balance → 2000022.
 */
export async function requestWithdrawal(db: Db, userId: number, input: WithdrawInput): Promise<Result<Withdrawal>> {
  const settings = await withdrawSettings(db);
  if (input.amount < settings.withdraw_min) {
    return fail(ErrorCode.invalidParameter, {
      field: 'amount',
      reason: 'withdrawMin',
      params: { min: settings.withdraw_min, usd: formatUsd(settings.withdraw_min) },
    });
  }
  return refusable(db, async (trx) => {
    const offered = (await offeredWalletTypes(trx)).map((type) => type.code);
    if (input.method !== BANK_METHOD && !offered.includes(input.method)) refuse(fail(ErrorCode.invalidParameter, { field: 'method', reason: 'invalid' }));
    const payment = await findPaymentSettings(trx, userId);
    const details = detailsFor(payment, input.method);
    if (!details) return refuse(fail(ErrorCode.invalidParameter, { field: 'method', reason: 'noPayoutDetails' }));
    const row = await trx
      .insertInto('withdrawal')
      .values({
        user_id: userId,
        amount: input.amount,
        fee: withdrawFee(input.amount, settings.withdraw_fee_bps),
        method: input.method,
        destination: JSON.stringify(maskAll(details)),
        flagged: isFlagged(payment) ? 1 : 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const frozen = await postWithdrawal(trx, 'freeze', { id: row.id, userId, amount: input.amount, fee: 0 });
    if (!frozen.ok) refuse(frozen);
    const noticeId = await notify(trx, {
      userId,
      type: NoticeType.withdrawal,
      state: NoticeState.inReview,
      template: 'withdrawalSubmitted',
      params: { amount: formatUsd(input.amount) },
      refId: row.id,
    });
    await trx.updateTable('withdrawal').set({ notice_id: noticeId }).where('id', '=', row.id).execute();
    return toWithdrawal((await findWithdrawal(trx, row.id)) as WithdrawalRow);
  });
}

/** The owner takes back a pending withdrawal: 2000019 when it is not theirs, 2000018 once it is decided (or cancelled). */
export async function cancelWithdrawal(db: Db, userId: number, id: number): Promise<Result<Withdrawal>> {
  return refusable(db, async (trx) => {
    const row = await findWithdrawal(trx, id);
    if (!row || row.user_id !== userId) return refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
    if (!(await leavePending(trx, id, { state: 'cancelled' }, userId)))
      refuse(fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'withdrawalDecided' }));
    const released = await postWithdrawal(trx, 'release', { id, userId, amount: Number(row.amount), fee: 0 });
    // The amount was frozen when it was asked for and only this decision releases it.
    if (!released.ok) throw new Error(`withdrawal ${id}: its frozen amount is missing`);
    await setNoticeState(trx, {
      type: NoticeType.withdrawal,
      refId: id,
      state: NoticeState.failed,
      template: 'withdrawalCancelled',
      params: { amount: formatUsd(row.amount) },
    });
    return toWithdrawal((await findWithdrawal(trx, id)) as WithdrawalRow);
  });
}

export async function withdrawList(db: Db, userId: number, query: { page: number; page_size: number; state?: WithdrawalState }): Promise<Page<Withdrawal>> {
  const { rows, total } = await userWithdrawals(db, userId, query.state, query.page, query.page_size);
  return { list: rows.map(toWithdrawal), total, page: query.page, page_size: query.page_size };
}
