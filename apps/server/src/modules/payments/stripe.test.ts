import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, dialects, postForm, useTestApp } from '../../test/test-app';
import { addToCart, type Buyer, buyers, linesFromTwoShops, placeFor, type TestLine } from '../checkout/test-checkout';
import { stripeProvider } from './stripe';
import { ASKS_3DS, DECLINED, PAYS, stripeStandIn } from './stripe-stand-in';

const SECRET_KEY = 'sk_test_agora';
const WEBHOOK_SECRET = 'whsec_agora_test_secret';
const CARD = { card_exp: '12/40', card_cvc: '123', card_name: 'Ann Buyer' };

const standIn = stripeStandIn();
beforeAll(() => new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));
const port = () => (standIn.server.address() as AddressInfo).port;

describe.each(dialects())('Stripe on %s', (dialect) => {
  // Stripe on by configuration; its API calls go to the stand-in instead of api.stripe.com.
  let configured = '';
  const t = useTestApp(dialect, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, (app) => {
    configured = app.cardProvider.name;
    app.cardProvider = stripeProvider({ secretKey: SECRET_KEY, host: '127.0.0.1', port: port(), protocol: 'http' });
  });
  let a: TestLine;
  let b: TestLine;
  beforeAll(async () => {
    [a, b] = await linesFromTwoShops(t.app, 1000);
  });

  /** Places one order per shop (a and b) paid by `card_number`; answers the envelope. */
  async function placeByCard(buyer: Buyer, card_number: string) {
    const cartIds = [await addToCart(t.app, buyer, a), await addToCart(t.app, buyer, b)];
    return placeFor(t.app, buyer, 'card', { cart_item_ids: cartIds.join(','), card_number, ...CARD });
  }
  const paymentsOf = (userId: number) => t.app.db.selectFrom('card_payment').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const ordersOf = (ids: number[]) =>
    t.app.db
      .selectFrom('orders')
      .select(['id', 'payment_status', 'payment_method', 'pay_time', 'delivery_status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  const paidNotices = (userId: number) =>
    t.app.db.selectFrom('notice').select(['ref_id']).where('user_id', '=', userId).where('template', '=', 'orderPaid').execute();
  const lastIntent = () => [...standIn.intents.values()].at(-1) as { id: string; metadata: Record<string, string> };

  let events = 0;
  /** Stripe's event for the intent, as it would post it. */
  const eventFor = (type: string, intent: Record<string, unknown>, status: string) =>
    JSON.stringify({
      id: `evt_${++events}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...intent, status } },
    });
  const deliver = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('charges one confirmed PaymentIntent in cents: succeeded pays, card_declined answers 1500019, the card kept nowhere', async () => {
    expect(configured).toBe('stripe');
    const [buyer] = await buyers(t.app, 1);
    const before = standIn.seen.length;
    const paid = await placeByCard(buyer!, PAYS);
    expect(paid.code).toBe(200);
    expect(paid.data.orders.map((o: { payment_status: string }) => o.payment_status)).toEqual(['paid', 'paid']);

    const [request] = standIn.seen.slice(before);
    const [payment] = await paymentsOf(buyer!.id);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', authorization: `Bearer ${SECRET_KEY}` });
    const orderIds = paid.data.orders.map((o: { id: number }) => o.id);
    expect(Object.fromEntries(request!.form)).toMatchObject({
      amount: String(paid.data.total),
      currency: 'usd',
      confirm: 'true',
      'payment_method_data[card][number]': PAYS,
      'metadata[reference]': `checkout:${paid.data.checkout_id}`,
      'metadata[order_ids]': orderIds.join(','),
      'metadata[card_payment]': String(payment!.id),
    });
    expect(payment).toMatchObject({
      provider: 'stripe',
      provider_ref: lastIntent().id,
      status: 'succeeded',
      amount: paid.data.total,
      brand: 'visa',
      last4: '4242',
    });

    const declined = await placeByCard(buyer!, DECLINED);
    expect([declined.code, declined.field, declined.reason]).toEqual([ErrorCode.orderPaymentFailed, 'card_number', 'cardDeclined']);
    expect(declined.data.orders.map((o: { payment_status: string }) => o.payment_status)).toEqual(['unpaid', 'unpaid']);
    const payments = await paymentsOf(buyer!.id);
    expect(payments.map((p) => [p.status, p.provider_ref, p.last4])).toEqual([
      ['succeeded', payment!.provider_ref, '4242'],
      ['declined', lastIntent().id, '0002'],
    ]);
    expect(JSON.stringify(payments)).not.toMatch(/4242424242424242|4000000000000002/);
  });

  it('refunds a cancelled order through Stripe: its share of the intent that paid it', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeByCard(buyer!, PAYS);
    const intent = lastIntent().id;
    const order = placed.data.orders[0];
    const before = standIn.seen.length;
    const cancelled = (await postForm(t.app, '/api/customer/order/cancel', { id: order.id, cancel_remark: 'changed my mind' }, buyer!.headers)).json();
    expect(cancelled.data.delivery_status).toBe('cancelled');
    const refunds = standIn.seen.slice(before).filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => Object.fromEntries(r.form))).toEqual([{ payment_intent: intent, amount: String(order.actual_pay) }]);
  });

  it('places the orders unpaid while the bank asks for 3-D Secure; the signed webhook then pays them, once', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeByCard(buyer!, ASKS_3DS);
    expect(placed.code).toBe(200);
    const orderIds: number[] = placed.data.orders.map((o: { id: number }) => o.id);
    expect((await ordersOf(orderIds)).map((o) => o.payment_status)).toEqual(['unpaid', 'unpaid']);
    const intent = lastIntent();
    expect((await paymentsOf(buyer!.id)).map((p) => [p.status, p.provider_ref])).toEqual([['pending', intent.id]]);

    const event = eventFor('payment_intent.succeeded', intent, 'succeeded');
    const answer = await deliver(event);
    expect([answer.statusCode, answer.json().code]).toEqual([200, 200]);
    const paid = await ordersOf(orderIds);
    expect(paid.map((o) => [o.payment_status, o.payment_method])).toEqual([
      ['paid', 'card'],
      ['paid', 'card'],
    ]);
    expect((await paymentsOf(buyer!.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await paidNotices(buyer!.id)).map((n) => n.ref_id).sort()).toEqual([...orderIds].sort());

    // Stripe delivers at least once: the same event again, or a new one for the same intent, changes nothing.
    for (const again of [event, eventFor('payment_intent.succeeded', intent, 'succeeded')]) {
      expect((await deliver(again)).statusCode).toBe(200);
    }
    expect(await ordersOf(orderIds)).toEqual(paid);
    expect(await paidNotices(buyer!.id)).toHaveLength(2);
    expect((await paymentsOf(buyer!.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('refuses a webhook signed with another secret, a tampered body or no signature: HTTP 400, 1000008, nothing changed', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeByCard(buyer!, ASKS_3DS);
    const orderIds: number[] = placed.data.orders.map((o: { id: number }) => o.id);
    const intent = lastIntent();
    const event = eventFor('payment_intent.succeeded', intent, 'succeeded');
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_someone_else' });
    const tampered = event.replace(`"card_payment":"${intent.metadata.card_payment}"`, `"card_payment":"${Number(intent.metadata.card_payment) - 1}"`);
    expect(tampered).not.toBe(event);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event,
    });

    for (const answer of [await deliver(event, otherSecret), await deliver(tampered, signed), missing]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'stripe-signature', reason: 'invalid', data: null });
    }
    expect((await ordersOf(orderIds)).map((o) => o.payment_status)).toEqual(['unpaid', 'unpaid']);
    expect((await paymentsOf(buyer!.id)).map((p) => p.status)).toEqual(['pending']);
    expect(await paidNotices(buyer!.id)).toEqual([]);
  });

  it('declines on payment_intent.payment_failed: the orders stay unpaid and payable; money Stripe later says it took pays them, once', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeByCard(buyer!, ASKS_3DS);
    const orderIds: number[] = placed.data.orders.map((o: { id: number }) => o.id);
    const intent = lastIntent();
    expect((await deliver(eventFor('payment_intent.payment_failed', intent, 'requires_payment_method'))).statusCode).toBe(200);
    expect((await paymentsOf(buyer!.id)).map((p) => p.status)).toEqual(['declined']);
    expect((await ordersOf(orderIds)).map((o) => o.payment_status)).toEqual(['unpaid', 'unpaid']);
    // A success after the decline (the buyer's bank let a second try through): the money is there, so the orders are paid.
    for (let i = 0; i < 2; i++) expect((await deliver(eventFor('payment_intent.succeeded', intent, 'succeeded'))).statusCode).toBe(200);
    expect((await ordersOf(orderIds)).map((o) => o.payment_status)).toEqual(['paid', 'paid']);
    expect((await paymentsOf(buyer!.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await paidNotices(buyer!.id)).toHaveLength(2);
  });

  it('gives back a late success’s share for an order cancelled meanwhile, and pays the other', async () => {
    const [buyer] = await buyers(t.app, 1);
    const placed = await placeByCard(buyer!, ASKS_3DS);
    const [first, second] = placed.data.orders as Array<{ id: number; actual_pay: number }>;
    const intent = lastIntent();
    await postForm(t.app, '/api/customer/order/cancel', { id: first!.id, cancel_remark: 'too slow' }, buyer!.headers);
    const before = standIn.seen.length;
    expect((await deliver(eventFor('payment_intent.succeeded', intent, 'succeeded'))).statusCode).toBe(200);
    expect((await ordersOf([first!.id, second!.id])).map((o) => [o.delivery_status, o.payment_status])).toEqual([
      ['cancelled', 'unpaid'],
      ['to_ship', 'paid'],
    ]);
    const refunds = standIn.seen.slice(before).filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => Object.fromEntries(r.form))).toEqual([{ payment_intent: intent.id, amount: String(first!.actual_pay) }]);
    expect((await paidNotices(buyer!.id)).map((n) => n.ref_id)).toEqual([second!.id]);
  });

  it('leaves every other route reading JSON as JSON', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login/account',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' }),
    });
    expect(answer.json().code).toBe(ErrorCode.wrongCredentials);
  });

  it('documents the webhook in the API reference', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(spec.paths['/api/payments/stripe/webhook'].post.description).toContain('1000008');
  });
});

describe('Stripe off', () => {
  it('needs both keys: one alone stops start-up naming the other', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/agora-stripe-config', APP_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp/agora-stripe-config', APP_SECRET: 'x'.repeat(32), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(ConfigError);
    const both = loadConfig({
      DATA_DIR: '/tmp/agora-stripe-config',
      APP_SECRET: 'x'.repeat(32),
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(both.stripe).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  });

  it('has no webhook route and charges with the sandbox when the keys are unset', async () => {
    const app = await createTestApp('sqlite');
    try {
      expect(app.app.cardProvider.name).toBe('sandbox');
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
