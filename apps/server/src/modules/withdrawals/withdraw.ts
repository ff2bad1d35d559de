/**
 * A user's withdrawals: asking for one freezes the amount (fee included) in the same transaction
 * that records it, so twenty requests at once freeze only what the balance covers; the owner may
 * cancel it while it is pending, which gives the money back. Every move is a ledger row with the
 * reference `withdrawal:<id>`.
 */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { BANK_METHOD, type Withdrawal, type WithdrawalState, type WithdrawInput } from '@agora/contract/withdrawals';
import type { Db, Executor } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { formatUsd } from '../../lib/usd';
import { requireProvedEmail } from '../account/email-verify';
import { postWithdrawal } from '../books/wallet-entries';
import { NoticeState, NoticeType, notify, setNoticeState } from '../notices/notify';
import { checkWalletPin } from '../wallet/pin';
import { isFlagged } from './payment-settings';
import { detailsFor, maskAll } from './payout-details';
import { findPaymentSettings, findWithdrawal, leavePending, offeredWalletTypes, userWithdrawals, type WithdrawalRow } from './queries';
import { withdrawFee, withdrawSettings } from './settings';
import { withdrawalCents } from './withdraw-quote';

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
 * naming `method`; more than the balance → 2000022; an unproved e-mail address → 2000018 `emailNotVerified`;
 * the wallet PIN missing, wrong or locked → wallet/pin.ts's refusals.
 */
export async function requestWithdrawal(db: Db, userId: number, input: WithdrawInput): Promise<Result<Withdrawal>> {
  const unproved = await requireProvedEmail(db, userId, ErrorCode.dataOperationFailed);
  if (unproved) return unproved;
  const asked = await withdrawalCents(db, input.amount, input.currency);
  if (!asked.ok) return asked;
  // From here on the amount is US cents, whatever currency it was typed in.
  const amount = asked.value.cents;
  const settings = await withdrawSettings(db);
  if (amount < settings.withdraw_min) {
    return fail(ErrorCode.invalidParameter, {
      field: 'amount',
      reason: 'withdrawMin',
      params: { min: settings.withdraw_min, usd: formatUsd(settings.withdraw_min) },
    });
  }
  // The method first, then the wallet PIN: a refusal before it costs no try. The transaction
  // checks the method again, as the settings may change meanwhile.
  const unusable = await methodRefusal(db, userId, input.method);
  if (unusable) return unusable;
  const pin = await checkWalletPin(db, userId, input.pin);
  if (!pin.ok) return pin;
  return refusable(db, async (trx) => {
    const refused = await methodRefusal(trx, userId, input.method);
    if (refused) return refuse(refused);
    const payment = await findPaymentSettings(trx, userId);
    const details = detailsFor(payment, input.method) as Record<string, string>;
    const row = await trx
      .insertInto('withdrawal')
      .values({
        user_id: userId,
        amount: amount,
        fee: withdrawFee(amount, settings.withdraw_fee_bps),
        method: input.method,
        destination: JSON.stringify(maskAll(details)),
        flagged: isFlagged(payment) ? 1 : 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const frozen = await postWithdrawal(trx, 'freeze', { id: row.id, userId, amount: amount, fee: 0 });
    if (!frozen.ok) refuse(frozen);
    const noticeId = await notify(trx, {
      userId,
      type: NoticeType.withdrawal,
      state: NoticeState.inReview,
      template: 'withdrawalSubmitted',
      params: { amount_cents: amount },
      refId: row.id,
    });
    await trx.updateTable('withdrawal').set({ notice_id: noticeId }).where('id', '=', row.id).execute();
    return toWithdrawal((await findWithdrawal(trx, row.id)) as WithdrawalRow);
  });
}

/** 1000008 naming `method` when it is neither `bank` nor an offered wallet type, or the payment settings hold nothing for it. */
async function methodRefusal(db: Executor, userId: number, method: string): Promise<Result<never> | null> {
  const offered = (await offeredWalletTypes(db)).map((type) => type.code);
  if (method !== BANK_METHOD && !offered.includes(method)) return fail(ErrorCode.invalidParameter, { field: 'method', reason: 'invalid' });
  if (!detailsFor(await findPaymentSettings(db, userId), method)) return fail(ErrorCode.invalidParameter, { field: 'method', reason: 'noPayoutDetails' });
  return null;
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
      params: { amount_cents: Number(row.amount) },
    });
    return toWithdrawal((await findWithdrawal(trx, id)) as WithdrawalRow);
  });
}

export async function withdrawList(db: Db, userId: number, query: { page: number; page_size: number; state?: WithdrawalState }): Promise<Page<Withdrawal>> {
  const { rows, total } = await userWithdrawals(db, userId, query.state, query.page, query.page_size);
  return { list: rows.map(toWithdrawal), total, page: query.page, page_size: query.page_size };
}
