/**
 * The steps of a request after it is asked for, each one conditional update on the states it
 * leaves, in the transaction that writes its notices (and, when it pays back, moves the money):
 * two racing steps (the buyer cancelling while the seller approves) move it once. The buyer:
 * cancel, schedule the send-back, escalate a rejection; the seller: review, goods received; the
 * mall: decide an escalated one. Acting on a cancelled request answers 2000013.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Refund, RefundState } from '@agora/contract/refunds';
import type { Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { refusable } from '../../db/transaction';
import { type FieldProblem, fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { nameIn } from '../../lib/translations';
import type { PaymentProvider } from '../payments/provider';
import { type CardRefund, lockPaidOrder, payBack, refundToCard } from './pay-back';
import { findRefund, moveRefund, type RefundRow } from './queries';
import { type RefundStep, tellRefundStep } from './refund-notices';
import { refundView } from './view';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Who acts: the buyer (their own requests), a shop (its own), or the mall (any). */
export type Actor = { userId: number } | { shopId: number } | { admin: true };

interface Step {
  from: readonly RefundState[];
  values: (now: string) => Updateable<Database['refund_request']>;
  notice: RefundStep;
  reason?: string;
  /** Pays it back in the same transaction; `restock` when goods came back; `sellerMayOwe` when the mall decided. */
  pay?: { restock: boolean; sellerMayOwe?: boolean };
  /** What a request not in `from` answers (a cancelled one always answers 2000013). */
  wrongState: { code: (typeof ErrorCode)[keyof typeof ErrorCode]; field: string };
}

const mine = (row: RefundRow, actor: Actor) => ('userId' in actor ? row.user_id === actor.userId : 'shopId' in actor ? row.shop_id === actor.shopId : true);

async function takeStep(deps: RefundDeps, lang: Lang, actor: Actor, id: number, make: (row: RefundRow) => Step | Result<never>): Promise<Result<Refund>> {
  const row = await findRefund(deps.db, id);
  if (!row || !mine(row, actor)) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const step = make(row);
  if ('ok' in step) return step;
  const refusal = (state: RefundState): Result<never> =>
    state === 'cancelled'
      ? fail(ErrorCode.returnCancelled, { field: 'id', reason: 'wrongState' })
      : fail(step.wrongState.code, { field: step.wrongState.field, reason: 'wrongState' } satisfies FieldProblem);
  if (!step.from.includes(row.state)) return refusal(row.state);
  const now = nowIso();
  let card: CardRefund | null = null;
  const moved = await refusable(deps.db, async (trx) => {
    if (step.pay) await lockPaidOrder(trx, row.order_id, now);
    if (!(await moveRefund(trx, row.id, step.from, { ...step.values(now), updated_at: now }))) {
      const fresh = await trx.selectFrom('refund_request').select('state').where('id', '=', row.id).executeTakeFirstOrThrow();
      refuse(refusal(fresh.state));
    }
    let amount = Number(row.amount);
    if (step.pay) {
      const paid = await payBack(
        trx,
        { ...row, price: Number(row.price), variant_id: await variantOf(trx, row.order_item_id), restock: step.pay.restock },
        now,
        step.pay.sellerMayOwe,
      );
      amount = paid.amount;
      card = paid.card;
    }
    await tellRefundStep(trx, step.notice, {
      id: row.id,
      user_id: row.user_id,
      shop_id: row.shop_id,
      order_sn: row.order_sn,
      product: nameIn(row.names, 'en'),
      amount,
      ...(step.reason !== undefined ? { reason: step.reason } : {}),
      ...(step.notice === 'GoodsSent' ? { log_sn: String(step.values(now).log_sn ?? '') } : {}),
    });
  });
  if (!moved.ok) return moved;
  if (card) await refundToCard(deps.db, deps.provider, card, deps.log);
  return ok(refundView((await findRefund(deps.db, row.id))!, lang));
}

const variantOf = async (trx: Executor, itemId: number) =>
  (await trx.selectFrom('order_item').select('variant_id').where('id', '=', itemId).executeTakeFirstOrThrow()).variant_id;

const buyerWrong = { code: ErrorCode.dataOperationFailed, field: 'id' };

/** The buyer withdraws a request not yet paid back or decided: pending, awaiting the goods, or rejected. */
export const cancelRefund = (deps: RefundDeps, lang: Lang, userId: number, id: number) =>
  takeStep(deps, lang, { userId }, id, () => ({
    from: ['pending', 'awaiting_goods', 'rejected'],
    values: (now) => ({ state: 'cancelled', cancelled_at: now }),
    notice: 'Cancelled',
    wrongState: buyerWrong,
  }));

/** The buyer sends an accepted return back: its logistics number and the day (today or later, UTC); else 2000014. */
export const scheduleReturn = (deps: RefundDeps, lang: Lang, userId: number, input: { id: number; log_sn: string; date: string }) =>
  takeStep(deps, lang, { userId }, input.id, () => {
    const day = new Date(`${input.date}T00:00:00.000Z`);
    const today = new Date().toISOString().slice(0, 10);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== input.date)
      return fail(ErrorCode.invalidParameter, { field: 'date', reason: 'invalid' });
    if (input.date < today) return fail(ErrorCode.returnScheduleFailed, { field: 'date', reason: 'dateInPast' });
    return {
      from: ['awaiting_goods'],
      values: (now) => ({ state: 'goods_sent', log_sn: input.log_sn, send_date: input.date, sent_at: now }),
      notice: 'GoodsSent',
      wrongState: { code: ErrorCode.returnScheduleFailed, field: 'id' },
    };
  });

/** The buyer asks the mall to look at a rejected request, saying why. */
export const escalateRefund = (deps: RefundDeps, lang: Lang, userId: number, input: { id: number; reason: string }) =>
  takeStep(deps, lang, { userId }, input.id, () => ({
    from: ['rejected'],
    values: (now) => ({ state: 'escalated', escalated: 1, escalated_at: now, escalate_reason: input.reason }),
    notice: 'Escalated',
    reason: input.reason,
    wrongState: buyerWrong,
  }));

/**
 * The seller's review of a pending request: approving a refund pays it back at once; approving a
 * return awaits the goods; rejecting (with a reason) lets the buyer escalate.
 */
export const reviewRefund = (deps: RefundDeps, lang: Lang, shopId: number, input: { id: number; approve: 0 | 1; reason: string }) =>
  takeStep(deps, lang, { shopId }, input.id, (row) => {
    const wrongState = { code: ErrorCode.dataOperationFailed, field: 'id' };
    if (!input.approve)
      return {
        from: ['pending'],
        values: (now) => ({ state: 'rejected', seller_reason: input.reason, reviewed_at: now }),
        notice: 'Rejected',
        reason: input.reason,
        wrongState,
      };
    if (row.type === 'return')
      return { from: ['pending'], values: (now) => ({ state: 'awaiting_goods', reviewed_at: now }), notice: 'ReturnAccepted', wrongState };
    return { from: ['pending'], values: (now) => ({ state: 'refunded', reviewed_at: now }), notice: 'Paid', pay: { restock: false }, wrongState };
  });

/** The seller has the returned goods (sent, or arrived before the buyer entered the tracking): paid back, goods on the shelf. */
export const receiveReturnedGoods = (deps: RefundDeps, lang: Lang, shopId: number, id: number) =>
  takeStep(deps, lang, { shopId }, id, (row) =>
    row.type !== 'return'
      ? fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'wrongState' })
      : {
          from: ['awaiting_goods', 'goods_sent'],
          values: (now) => ({ state: 'refunded', received_at: now }),
          notice: 'Paid',
          pay: { restock: true },
          wrongState: { code: ErrorCode.dataOperationFailed, field: 'id' },
        },
  );

/**
 * The mall decides an escalated request: approve pays it back (money only: a rejected return's
 * goods never came back), even when the seller's balance is short (the seller then owes the mall),
 * refuse closes it with the reason. A decided one answers 2000007.
 */
export const decideRefund = (deps: RefundDeps, lang: Lang, input: { id: number; approve: 0 | 1; reason: string }) =>
  takeStep(deps, lang, { admin: true }, input.id, () => {
    const wrongState = { code: ErrorCode.auditFailed, field: 'id' };
    return input.approve
      ? {
          from: ['escalated'],
          values: (now) => ({ state: 'refunded', admin_reason: input.reason, decided_at: now }),
          notice: 'Paid',
          // The mall's decision always pays the buyer; a seller whose balance is short owes the mall the rest.
          pay: { restock: false, sellerMayOwe: true },
          wrongState,
        }
      : {
          from: ['escalated'],
          values: (now) => ({ state: 'closed', admin_reason: input.reason, decided_at: now }),
          notice: 'Closed',
          reason: input.reason,
          wrongState,
        };
  });
