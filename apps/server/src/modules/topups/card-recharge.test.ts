import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { buyers } from '../checkout/test-checkout';
import type { PaymentProvider } from '../payments/provider';
import { settleCardTopUp } from './card-recharge';

const CARD = { card_number: '4242 4242 4242 4242', card_exp: '12/40', card_cvc: '123', card_name: 'Somchai Test' };
let keys = 0;
const newKey = () => `card-topup-${process.pid}-${Date.now()}-${++keys}`;

describe.each(dialects())('card top-ups on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  beforeAll(async () => {
    await t.app.db.updateTable('currency').set({ rate_micros: 35_600_000, decimals: 2, enabled: 1 }).where('code', '=', 'THB').execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const topUp = (headers: Record<string, string>, fields: Record<string, string | number>) =>
    fetch(`${base}/api/customer/info/recharge_card`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...CARD, ...fields }),
    }).then((r) => r.json() as Promise<{ code: number; field?: string; reason?: string; data: Record<string, unknown> | null }>);
  const statement = (userId: number) =>
    t.app.db.selectFrom('wallet_ledger').select(['kind', 'amount', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

  it('charges 1,000.00 THB as $28.08 (rounded down at the table’s rate), credits it with its entry; the same key twice at once credits once', async () => {
    const [buyer] = await buyers(t.app, 1);
    const key = newKey();
    const [a, b] = await Promise.all([0, 1].map(() => topUp(buyer!.headers, { amount: 100_000, currency: 'thb', idempotency_key: key })));
    for (const answer of [a!, b!]) {
      expect(answer.code).toBe(200);
      expect(answer.data).toMatchObject({ currency: 'THB', local_amount: 100_000, rate: 35.6, amount: 2808 });
    }
    // The one that charged answers the outcome; the other answers the same attempt, perhaps still under way.
    expect([a!.data!.status, b!.data!.status]).toContain('succeeded');
    // 100,000 satang / 35.6 = 2808.98… cents: the buyer gets 2808, never 2809.
    expect(a!.data!.id).toBe(b!.data!.id);
    const rows = await t.app.db.selectFrom('card_top_up').select(['status', 'amount']).where('user_id', '=', buyer!.id).execute();
    expect(rows.map((r) => [r.status, Number(r.amount)])).toEqual([['succeeded', 2808]]);
    expect((await statement(buyer!.id)).map((r) => [r.kind, Number(r.amount), r.reference])).toEqual([['recharge', 2808, `card_topup:${a!.data!.id}`]]);
    const wallet = await t.app.db.selectFrom('wallet').select('balance').where('user_id', '=', buyer!.id).executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(2808);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  }, 30_000);

  it('refuses below the minimum, an unknown currency and a declined card, crediting nothing', async () => {
    const [buyer] = await buyers(t.app, 1);
    const low = await topUp(buyer!.headers, { amount: 30_000, currency: 'THB', idempotency_key: newKey() });
    expect(low).toMatchObject({ code: ErrorCode.invalidParameter, field: 'amount', reason: 'minTopUp' });
    const unknown = await topUp(buyer!.headers, { amount: 100_000, currency: 'XYZ', idempotency_key: newKey() });
    expect(unknown).toMatchObject({ code: ErrorCode.invalidCurrency, field: 'currency' });
    const key = newKey();
    const declined = await topUp(buyer!.headers, { amount: 100_000, currency: 'THB', idempotency_key: key, card_number: '4000000000000002' });
    expect(declined).toMatchObject({ code: ErrorCode.invalidParameter, field: 'card_number', reason: 'cardDeclined', data: { status: 'declined' } });
    // The same key again answers the same refusal, whatever card it carries, and charges nothing.
    expect(await topUp(buyer!.headers, { amount: 100_000, currency: 'THB', idempotency_key: key })).toMatchObject({ reason: 'cardDeclined' });
    expect(await statement(buyer!.id)).toEqual([]);
  });

  it('a pending charge (3-D Secure) credits nothing until the processor settles it, once', async () => {
    const [buyer] = await buyers(t.app, 1);
    const real = t.app.cardProvider;
    const pending: PaymentProvider = {
      name: real.name,
      charge: async ({ card }) => ({ status: 'pending', providerRef: 'pi_pending_1', brand: 'visa', last4: card.number.slice(-4) }),
      refund: async () => true,
    };
    t.app.cardProvider = pending;
    try {
      const answer = await topUp(buyer!.headers, { amount: 100_000, currency: 'THB', idempotency_key: newKey() });
      expect(answer).toMatchObject({ code: 200, data: { status: 'pending', amount: 2808 } });
      expect(await statement(buyer!.id)).toEqual([]);
      const id = answer.data!.id as number;
      const settled = await Promise.all([0, 1].map(() => settleCardTopUp(t.app.db, pending, { id, providerRef: 'pi_pending_1', outcome: 'succeeded' })));
      expect(settled.filter(Boolean)).toHaveLength(1);
      expect((await statement(buyer!.id)).map((r) => Number(r.amount))).toEqual([2808]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    } finally {
      t.app.cardProvider = real;
    }
  });
});
