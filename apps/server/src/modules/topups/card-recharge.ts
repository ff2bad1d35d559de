/**
 * A top-up by card, in the buyer's currency (issue 23): the amount typed in that currency is turned
 * into US cents at the currency table's current rate, rounded down (the wallet is never credited
 * more than the card paid), and the card is charged those cents; the wallet is credited in the same
 * step as the processor's yes, with its ledger entry (`card_topup:<id>`). The attempt row, keyed by
 * the buyer's idempotency key, is the first write: the same key again (even at the same moment)
 * charges nothing and answers the first attempt as it is now. A pending answer (3-D Secure) credits
 * nothing until the processor's webhook settles it (stripe-webhook.ts calls `settleCardTopUp`).
 * Refusals: an unknown or disabled currency 2000029 naming `currency`; below the top-up minimum
 * 1000008 naming `amount` (reason minTopUp, `params.min` in cents); a card field missing or wrong
 * as at checkout (1000009/1000008); a declined card 1000008 naming `card_number` (cardDeclined).
 */
import { ErrorCode } from '@agora/contract/errors';
import { type CardRecharge, type CardRechargeInput, MAX_RECHARGE } from '@agora/contract/topups';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { formatUsd } from '../../lib/usd';
import { postCardTopUp } from '../books/wallet-entries';
import { readCard } from '../payments/card-input';
import type { CardElement, IntentRequest, PaymentProvider } from '../payments/provider';
import { centsFromCurrency } from '../wallet/currency-amount';
import { rechargeSettings } from './settings';

/** The reference a card top-up carries to the processor (and back in its webhook). */
export const CARD_TOPUP_PREFIX = 'card_topup:';

type Row = {
  id: number;
  status: 'succeeded' | 'declined' | 'pending';
  currency: string;
  local_amount: number | string;
  rate_micros: number | string;
  amount: number | string;
  brand: string;
  last4: string;
  created_at: string;
};

const COLUMNS = ['id', 'status', 'currency', 'local_amount', 'rate_micros', 'amount', 'brand', 'last4', 'created_at'] as const;

const view = (row: Row): CardRecharge => ({
  id: row.id,
  status: row.status,
  currency: row.currency,
  local_amount: Number(row.local_amount),
  rate: Number(row.rate_micros) / 1_000_000,
  amount: Number(row.amount),
  brand: row.brand,
  last4: row.last4,
  created_at: row.created_at,
});

const declined = (row: Row) => fail(ErrorCode.invalidParameter, { field: 'card_number', reason: 'cardDeclined' }, undefined, view(row));

/** The attempt as it is now; a declined one answers the same refusal again. */
const answer = (row: Row): Result<CardRecharge> => (row.status === 'declined' ? declined(row) : ok(view(row)));

const findByKey = (db: Db, userId: number, key: string) =>
  db.selectFrom('card_top_up').select(COLUMNS).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst() as Promise<Row | undefined>;

const findById = (db: Db, id: number) => db.selectFrom('card_top_up').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow() as Promise<Row>;

export async function rechargeByCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  input: CardRechargeInput,
  log?: FastifyBaseLogger,
): Promise<Result<CardRecharge>> {
  const earlier = await findByKey(db, userId, input.idempotency_key);
  if (earlier) return answer(earlier);
  // With the provider's card form the card never comes here: the page confirms the intent answered.
  if (provider.element && input.card_number) return fail(ErrorCode.invalidParameter, { field: 'card_number', reason: 'useCardElement' });
  const card = provider.element ? null : readCard(input);
  if (card && !card.ok) return card;
  const converted = await centsFromCurrency(db, input.amount, input.currency);
  if (!converted.ok) return converted;
  const { cents, rateMicros, currency } = converted.value;
  const settings = await rechargeSettings(db);
  if (cents < settings.min_amount) {
    return fail(ErrorCode.invalidParameter, { field: 'amount', reason: 'minTopUp', params: { num: formatUsd(settings.min_amount), min: settings.min_amount } });
  }
  if (cents > MAX_RECHARGE) return fail(ErrorCode.invalidParameter, { field: 'amount', reason: 'tooBig', params: { max: formatUsd(MAX_RECHARGE) } });

  let id: number;
  try {
    // The key first: a second attempt with it fails here and answers the first.
    const row = await db
      .insertInto('card_top_up')
      .values({
        user_id: userId,
        idempotency_key: input.idempotency_key,
        currency,
        local_amount: input.amount,
        rate_micros: rateMicros,
        amount: cents,
        provider: provider.name,
        status: 'pending',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await findByKey(db, userId, input.idempotency_key);
    if (!first) throw error;
    return answer(first);
  }

  const charge = { amount: cents, reference: `${CARD_TOPUP_PREFIX}${id}`, orderIds: [], paymentId: id };
  if (!card) return startInPage(db, provider, id, charge);
  const outcome = await provider.charge({ ...charge, card: card.value });
  await db.updateTable('card_top_up').set({ provider_ref: outcome.providerRef, brand: outcome.brand, last4: outcome.last4 }).where('id', '=', id).execute();
  if (outcome.status !== 'pending') await settleCardTopUp(db, provider, { id, providerRef: outcome.providerRef, outcome: outcome.status }, log);
  return answer(await findById(db, id));
}

/** Stripe's Payment Element: the intent the page confirms for this top-up; nothing is credited yet. */
async function startInPage(db: Db, provider: PaymentProvider, id: number, charge: IntentRequest): Promise<Result<CardRecharge>> {
  const element = provider.element as CardElement;
  const intent = await element.start(charge);
  await db.updateTable('card_top_up').set({ provider_ref: intent.providerRef }).where('id', '=', id).execute();
  const card_intent = { payment_id: id, client_secret: intent.clientSecret, publishable_key: element.publishableKey };
  return ok({ ...view(await findById(db, id)), card_intent });
}

/**
 * The page is back from confirming a top-up in Stripe's Payment Element: Stripe's word, read by the
 * server, credits a success (once, whoever comes first: this or the webhook). Another user's
 * top-up, or one not made for the page, answers 1000008 naming `id`.
 */
export async function checkCardTopUp(db: Db, provider: PaymentProvider, userId: number, id: number, log?: FastifyBaseLogger): Promise<Result<CardRecharge>> {
  const row = await db.selectFrom('card_top_up').select(['provider_ref']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!provider.element || !row?.provider_ref) return fail(ErrorCode.invalidParameter, { field: 'id', reason: 'invalid' });
  const intent = await provider.element.read(row.provider_ref);
  if (intent.brand) await db.updateTable('card_top_up').set({ brand: intent.brand, last4: intent.last4 }).where('id', '=', id).execute();
  if (intent.status === 'succeeded') await settleCardTopUp(db, provider, { id, providerRef: intent.providerRef, outcome: 'succeeded' }, log);
  // Not settled as declined here: the buyer may try another card on the same intent.
  return ok(view(await findById(db, id)));
}

/**
 * Moves a pending card top-up to its outcome, once (a conditional update from `pending`): a success
 * credits the wallet in the same transaction. Answers whether this call settled it. A success may
 * follow a recorded decline (another card tried on the same intent in the provider's form): money
 * the provider says it took is always credited.
 */
export async function settleCardTopUp(
  db: Db,
  provider: PaymentProvider,
  settlement: { id: number; providerRef: string; outcome: 'succeeded' | 'declined' },
  log?: FastifyBaseLogger,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('card_top_up')
      .set({ status: settlement.outcome, provider_ref: settlement.providerRef, settled_at: nowIso() })
      .where('id', '=', settlement.id)
      .where('provider', '=', provider.name)
      .where('status', 'in', settlement.outcome === 'succeeded' ? ['pending', 'declined'] : ['pending'])
      .where('provider_ref', 'in', ['', settlement.providerRef])
      .returning(['user_id', 'amount'])
      .executeTakeFirst();
    if (!row) return false;
    if (settlement.outcome === 'succeeded') {
      const posted = await postCardTopUp(trx, { id: settlement.id, userId: row.user_id, amount: Number(row.amount) });
      if (!posted.ok) throw new Error(`card top-up ${settlement.id}: its entry could not be posted`);
      log?.info({ cardTopUp: settlement.id, amount: Number(row.amount) }, 'card top-up credited');
    }
    return true;
  });
}
