/**
 * A buyer's offline top-up: the money was sent to the mall's address for a wallet type; the buyer
 * submits the amount, the transaction id and a picture of the proof, and waits for an operator.
 * Refusals: an unknown or disabled wallet type 2000029, below the minimum 1000008 naming `amount`,
 * a picture not the caller's own upload 1000008 naming `voucher`, a transaction id with nothing
 * visible in it 1000008 naming `transaction_id`, a transaction id anyone used 2000028 (compared in
 * normal form: case, width, spaces and invisible characters aside), more submissions in 24 hours
 * than the settings allow 2000030.
 */

import { ErrorCode } from '@agora/contract/errors';
import { DEFAULT_LANG, type Lang } from '@agora/contract/locale';
import type { Recharge, RechargeInfo, RechargeInput } from '@agora/contract/topups';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { DAY, nowIso } from '../../lib/time';
import { formatUsd } from '../../lib/usd';
import { lockUser } from '../auth/queries';
import { ownUploads } from '../media/owned-uploads';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { findRecharge, rechargeView, submissionsSince, transactionKeyUsed } from './recharge-queries';
import { rechargeSettings } from './settings';
import { normalTransactionId } from './transaction-id';
import { enabledWalletType, rateOf, walletTypeName } from './wallet-types';

const unknownWallet = () => fail(ErrorCode.invalidCurrency, { field: 'wallet_code', reason: 'invalid' });
const txUsed = () => fail(ErrorCode.rechargeTxExists, { field: 'transaction_id', reason: 'taken' });
const since24h = () => new Date(Date.now() - DAY).toISOString();

/** What the page shows before submitting: where to pay, the rate, the minimum and the submissions left today. */
export async function rechargeInfo(db: Db, userId: number, walletCode: string, lang: Lang = DEFAULT_LANG): Promise<Result<RechargeInfo>> {
  const type = await enabledWalletType(db, walletCode);
  if (!type) return unknownWallet();
  const settings = await rechargeSettings(db);
  const used = await submissionsSince(db, userId, since24h());
  return ok({
    wallet_code: type.code,
    wallet_name: walletTypeName(type, lang),
    receive_address: type.receive_address,
    rate: rateOf(type.rate_micros),
    min_amount: settings.min_amount,
    recharge_per_day: settings.recharge_per_day,
    submissions_left: Math.max(0, settings.recharge_per_day - used),
  });
}

export async function submitRecharge(db: Db, userId: number, input: RechargeInput, ctx: { mediaBaseUrl: string }): Promise<Result<Recharge>> {
  const transactionKey = normalTransactionId(input.transaction_id);
  if (transactionKey === '') return fail(ErrorCode.invalidParameter, { field: 'transaction_id', reason: 'invalid' });
  const type = await enabledWalletType(db, input.wallet_code);
  if (!type) return unknownWallet();
  const settings = await rechargeSettings(db);
  if (input.amount < settings.min_amount) {
    // `num` for the spec's "Minimum top-up amount {num}"; `min` in cents for a page that shows the buyer's currency.
    return fail(ErrorCode.invalidParameter, { field: 'amount', reason: 'minTopUp', params: { num: formatUsd(settings.min_amount), min: settings.min_amount } });
  }
  const prefix = `${ctx.mediaBaseUrl}/`;
  const voucher = input.voucher.startsWith(prefix) ? input.voucher.slice(prefix.length) : input.voucher;
  if (!(await ownUploads(db, userId, [voucher])).has(voucher)) return fail(ErrorCode.invalidParameter, { field: 'voucher', reason: 'notOwnUpload' });
  if (await transactionKeyUsed(db, transactionKey)) return txUsed();

  try {
    const id = await refusable(db, async (trx) => {
      // The account's row lock queues the user's own submissions, so the count below sees every one
      // committed before it: ten at once with five left give exactly five, on PostgreSQL too.
      await lockUser(trx, userId);
      if ((await submissionsSince(trx, userId, since24h())) >= settings.recharge_per_day) {
        refuse(fail(ErrorCode.rechargeLimit, undefined, { max: settings.recharge_per_day }));
      }
      const row = await trx
        .insertInto('recharge')
        .values({
          user_id: userId,
          wallet_type_id: type.id,
          wallet_name: type.name,
          amount: input.amount,
          rate_micros: type.rate_micros,
          transaction_id: input.transaction_id,
          transaction_key: transactionKey,
          voucher,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const noticeId = await notify(trx, {
        userId,
        type: NoticeType.recharge,
        state: NoticeState.inReview,
        template: 'rechargeSubmitted',
        params: { amount_cents: input.amount, wallet: type.name },
        refId: row.id,
      });
      await trx.updateTable('recharge').set({ notice_id: noticeId }).where('id', '=', row.id).execute();
      return row.id;
    });
    if (!id.ok) return id;
    return ok(rechargeView((await findRecharge(db, id.value))!));
  } catch (error) {
    // A submission with this id in the same normal form committed between the check and the
    // insert: the unique index on transaction_key decides.
    if (isUniqueViolation(error)) return txUsed();
    throw error;
  }
}
