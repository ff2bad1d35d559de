import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { addToCart, type Buyer, buyers, linesFromTwoShops, placeFor, type TestLine } from '../checkout/test-checkout';
import { stripeProvider } from './stripe';
import { DECLINED, PAYS, stripeStandIn } from './stripe-stand-in';

const SECRET_KEY = 'sk_test_agora';
const WEBHOOK_SECRET = 'whsec_agora_test_secret';
const PUBLISHABLE_KEY = 'pk_test_agora';
let keys = 0;

const standIn = stripeStandIn();
beforeAll(() => new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

describe.each(dialects())("Stripe's Payment Element on %s", (dialect) => {
  const keys = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY };
  const t = useTestApp(dialect, keys, (app) => {
    const port = (standIn.server.address() as AddressInfo).port;
    app.cardProvider = stripeProvider({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, host: '127.0.0.1', port, protocol: 'http' });
  });
  let a: TestLine;
  let b: TestLine;
  beforeAll(async () => {
    [a, b] = await linesFromTwoShops(t.app, 1000);
  });

  const cartOf = async (buyer: Buyer) => [await addToCart(t.app, buyer, a), await addToCart(t.app, buyer, b)].join(',');
  const placeByCard = async (buyer: Buyer, fields: Record<string, string> = {}) =>
    placeFor(t.app, buyer, 'card', { cart_item_ids: await cartOf(buyer), ...fields });
  const check = async (buyer: Buyer, paymentId: number) =>
    (await postForm(t.app, '/api/customer/order/card_check', { payment_id: paymentId }, buyer.headers)).json();
  const statusOf = async (ids: number[]) =>
    (await t.app.db.selectFrom('orders').select(['payment_status']).where('id', 'in', ids).orderBy('id').execute()).map((o) => o.payment_status);
  const intentOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const webhook = (type: string, intent: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${Date.now()}`,
      object: 'event',
      type,
      created: 0,
      livemode: false,
      data: { object: { ...intent, payment_method: 'pm_x' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  it("tells the page Stripe's publishable key and lets Stripe's script, frames and API through the CSP", async () => {
    const answer = await t.app.inject('/api/customer/index/store?type=website_config');
    expect(answer.json().data.card_element_key).toBe(PUBLISHABLE_KEY);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('places card orders without the card and answers the intent the page confirms; the card number is refused if sent', async () => {
    const [buyer] = await buyers(t.app, 1);
    const cart_item_ids = await cartOf(buyer!);
    const sent = await placeFor(t.app, buyer!, 'card', { cart_item_ids, card_number: PAYS, card_exp: '12/40', card_cvc: '123', card_name: 'Ann' });
    expect([sent.code, sent.field, sent.reason]).toEqual([ErrorCode.invalidParameter, 'card_number', 'useCardElement']);
    expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute()).toEqual([]);

    const before = standIn.seen.length;
    const placed = await placeFor(t.app, buyer!, 'card', { cart_item_ids });
    expect(placed.code).toBe(200);
    const orderIds: number[] = placed.data.orders.map((o: { id: number }) => o.id);
    expect(placed.data.card_intent).toMatchObject({ publishable_key: PUBLISHABLE_KEY, client_secret: expect.stringMatching(/^pi_test_\d+_secret_/) });
    const [made] = standIn.seen.slice(before);
    expect(Object.fromEntries(made!.form)).toMatchObject({
      amount: String(placed.data.total),
      currency: 'usd',
      'metadata[order_ids]': orderIds.join(','),
      'metadata[card_payment]': String(placed.data.card_intent.payment_id),
    });
    expect([...made!.form.keys()].some((key) => key.startsWith('payment_method_data') || key === 'confirm')).toBe(false);
    expect(await statusOf(orderIds)).toEqual(['unpaid', 'unpaid']);

    // Not confirmed yet: nothing paid. Confirmed in the page: the check reads Stripe and pays, once.
    expect((await check(buyer!, placed.data.card_intent.payment_id)).data.status).toBe('open');
    const intent = standIn.confirmInPage(intentOf(placed.data.card_intent.client_secret), PAYS);
    const [checked, hooked] = await Promise.all([check(buyer!, placed.data.card_intent.payment_id), webhook('payment_intent.succeeded', intent)]);
    expect([checked.data, hooked.statusCode]).toEqual([{ status: 'succeeded', order_ids: orderIds }, 200]);
    expect(await statusOf(orderIds)).toEqual(['paid', 'paid']);
    const payment = await t.app.db.selectFrom('card_payment').selectAll().where('id', '=', placed.data.card_intent.payment_id).executeTakeFirstOrThrow();
    expect([payment.status, payment.last4, payment.provider_ref]).toEqual(['succeeded', '4242', intent.id]);
    const entries = await t.app.db.selectFrom('journal_entry').select('id').where('reference', '=', `pay:card:${payment.id}`).execute();
    expect(entries).toHaveLength(1);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('keeps a declined intent open for another card: the webhook records the decline, a later success pays the orders', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeByCard(buyer!);
    const orderIds: number[] = placed.data.orders.map((o: { id: number }) => o.id);
    const intentId = intentOf(placed.data.card_intent.client_secret);
    const failed = standIn.confirmInPage(intentId, DECLINED);
    expect((await webhook('payment_intent.payment_failed', failed)).statusCode).toBe(200);
    expect((await check(buyer!, placed.data.card_intent.payment_id)).data.status).toBe('declined');
    expect(await statusOf(orderIds)).toEqual(['unpaid', 'unpaid']);

    const paid = standIn.confirmInPage(intentId, PAYS);
    expect((await check(buyer!, placed.data.card_intent.payment_id)).data.status).toBe('succeeded');
    expect((await webhook('payment_intent.succeeded', paid)).statusCode).toBe(200);
    expect(await statusOf(orderIds)).toEqual(['paid', 'paid']);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it("pays an unpaid order from its page: the same open intent after a reload, no one else's payment, no card fields", async () => {
    const [buyer, other] = await buyers(t.app, 2);
    const placed = await placeByCard(buyer!);
    const order = placed.data.orders[0] as { id: number };
    // The checkout's intent holds both orders; its page closed. Stripe never confirmed it: after the hold, the order alone.
    await t.app.db.updateTable('orders').set({ paying_until: null }).where('id', '=', order.id).execute();
    const first = (await postForm(t.app, '/api/customer/order/card_intent', { id: order.id }, buyer!.headers)).json();
    const again = (await postForm(t.app, '/api/customer/order/card_intent', { id: order.id }, buyer!.headers)).json();
    expect(first.data.client_secret).not.toBe(placed.data.card_intent.client_secret);
    expect(again.data).toEqual(first.data);
    const byCard = (await postForm(t.app, '/api/customer/order/pay', { id: order.id, payment_method: 'card', card_number: PAYS }, buyer!.headers)).json();
    expect([byCard.code, byCard.reason]).toEqual([ErrorCode.invalidParameter, 'useCardElement']);
    expect((await check(other!, first.data.payment_id)).code).toBe(ErrorCode.orderNotFound);

    standIn.confirmInPage(intentOf(first.data.client_secret), PAYS);
    expect((await check(buyer!, first.data.payment_id)).data).toEqual({ status: 'succeeded', order_ids: [order.id] });
    const paidAgain = (await postForm(t.app, '/api/customer/order/card_intent', { id: order.id }, buyer!.headers)).json();
    expect([paidAgain.code, paidAgain.reason]).toEqual([ErrorCode.orderPaymentFailed, 'alreadyPaid']);
  });
});

describe.each(dialects())("card top-ups in Stripe's Payment Element on %s", (dialect) => {
  const t = useTestApp(dialect, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }, (app) => {
    const port = (standIn.server.address() as AddressInfo).port;
    app.cardProvider = stripeProvider({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, host: '127.0.0.1', port, protocol: 'http' });
  });
  const topUp = async (buyer: Buyer, fields: Record<string, string | number>) =>
    (
      await postForm(
        t.app,
        '/api/customer/info/recharge_card',
        { amount: 10_000, currency: 'USD', idempotency_key: `el-${Date.now()}-${++keys}`, ...fields },
        buyer.headers,
      )
    ).json();
  const check = async (buyer: Buyer, id: number) => (await postForm(t.app, '/api/customer/info/recharge_card_check', { id }, buyer.headers)).json();
  const credits = (userId: number) =>
    t.app.db.selectFrom('wallet_ledger').select(['amount']).where('user_id', '=', userId).where('kind', '=', 'recharge').execute();

  it('credits only what Stripe says it took: the card number refused, a decline credits nothing, the next card credits once', async () => {
    const [buyer] = await buyers(t.app, 1);
    const sent = await topUp(buyer!, { card_number: PAYS, card_exp: '12/40', card_cvc: '123', card_name: 'Ann' });
    expect(sent).toMatchObject({ code: ErrorCode.invalidParameter, field: 'card_number', reason: 'useCardElement' });

    const started = await topUp(buyer!, {});
    expect(started.data).toMatchObject({ status: 'pending', amount: 10_000, card_intent: { payment_id: started.data.id, publishable_key: PUBLISHABLE_KEY } });
    const intentId = started.data.card_intent.client_secret.split('_secret_')[0];
    const failed = standIn.confirmInPage(intentId, DECLINED);
    const payload = JSON.stringify({ id: 'evt_topup', object: 'event', type: 'payment_intent.payment_failed', data: { object: failed } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect((await check(buyer!, started.data.id)).data.status).toBe('declined');
    expect(await credits(buyer!.id)).toEqual([]);

    standIn.confirmInPage(intentId, PAYS);
    const [first, second] = await Promise.all([check(buyer!, started.data.id), check(buyer!, started.data.id)]);
    expect([first.data.status, second.data.status, first.data.last4]).toEqual(['succeeded', 'succeeded', '4242']);
    expect((await credits(buyer!.id)).map((row) => Number(row.amount))).toEqual([10_000]);
    const [other] = await buyers(t.app, 1);
    expect((await check(other!, started.data.id)).code).toBe(ErrorCode.invalidParameter);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});

describe('Payment Element configuration', () => {
  it('needs the secret key beside the publishable key', () => {
    const base = { DATA_DIR: '/tmp/agora-stripe-config', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY })).toThrow(/STRIPE_SECRET_KEY: required/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'sk_wrong' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    const on = loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY });
    expect(on.stripe?.publishableKey).toBe(PUBLISHABLE_KEY);
  });
});
