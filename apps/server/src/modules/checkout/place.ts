/**
 * Placing a checkout: one order per shop under one checkout, all in one transaction. Stock, a
 * running deal's allowance and the wallet change only by conditional updates, so racing buyers can
 * neither oversell nor overspend; any refusal rolls everything back (cart, stock, deal quantities
 * and balance stay as they were). The idempotency key is the checkout's first write: the same key
 * again (even at the same moment) answers the first checkout's orders and charges nothing.
 * A card is charged after the orders commit (a processor's answer is not worth holding the
 * database for); a declined card leaves them unpaid and payable again. Paying from the wallet asks
 * the wallet PIN (wallet/pin.ts) before anything is written; a replayed key does not ask it again.
 */
import type { CheckoutPlaced, CheckoutPlaceInput } from '@agora/contract/checkout';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database';
import { refusable } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findAddressOf } from '../addresses/service';
import { postPayment } from '../books/order-entries';
import { removeCartLines } from '../cart/service';
import { type CouponPlan, spendCoupons } from '../coupons/checkout-coupons';
import { queueMail } from '../mail/queue-mail';
import { NoticeType, notify } from '../notices/notify';
import { payBy } from '../orders/pay-by';
import { readCard } from '../payments/card-input';
import { startCardIntent } from '../payments/card-intent';
import { chargeCard } from '../payments/charge';
import type { PaymentProvider } from '../payments/provider';
import { checkWalletPin } from '../wallet/pin';
import { countSale, findCheckout, insertCheckout, insertOrder, insertOrderItems, ordersOfCheckout, shopTermsOf, takeDealQuantity, takeStock } from './queries';
import { bpsOf, type ShopQuote } from './quote';
import { type CheckoutSettings, checkoutSettings } from './settings';
import { checkoutSummary, quoteCheckout } from './summary';

export interface PlaceContext {
  db: Db;
  /** The buyer's language, for the new summary a changed total answers with. */
  lang?: Lang;
  provider: PaymentProvider;
  userId: number;
  log?: FastifyBaseLogger;
}

export async function placeCheckout(ctx: PlaceContext, input: CheckoutPlaceInput): Promise<Result<CheckoutPlaced>> {
  const element = input.payment_method === 'card' ? ctx.provider.element : undefined;
  // With the provider's card form the card never comes here: the page confirms the intent answered.
  if (element && input.card_number) return fail(ErrorCode.invalidParameter, { field: 'card_number', reason: 'useCardElement' });
  const card = input.payment_method === 'card' && !element ? readCard(input) : null;
  if (card && !card.ok) return card;

  const earlier = await findCheckout(ctx.db, ctx.userId, input.idempotency_key);
  if (earlier) return replay(ctx.db, earlier);

  // Reading and pricing happen before the transaction, which then only writes: on SQLite every
  // request waits while a transaction is open, so it must be short. Stock, deal allowance and
  // balance are still taken by conditional updates inside it.
  const prepared = await prepare(ctx.db, ctx.userId, input);
  if (!prepared.ok) return prepared;
  if (input.expected_total !== undefined && input.expected_total !== prepared.value.total) {
    // The buyer confirmed another total (a price, coupon or shipping changed since): nothing is placed.
    const summary = await checkoutSummary(ctx.db, ctx.lang ?? 'en', ctx.userId, input);
    return fail(ErrorCode.invalidParameter, { field: 'expected_total', reason: 'priceChanged' }, undefined, summary.ok ? summary.value : null);
  }
  // The wallet PIN last before the transaction: a refusal above costs no try, and a wrong PIN places nothing.
  if (input.payment_method === 'wallet') {
    const pin = await checkWalletPin(ctx.db, ctx.userId, input.pin);
    if (!pin.ok) return pin;
  }

  let placed: { checkoutId: number; orderIds: number[]; total: number };
  try {
    const outcome = await refusable(ctx.db, (trx) => placeIn(trx, ctx.userId, input, prepared.value));
    if (!outcome.ok) return outcome;
    placed = outcome.value;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key at the same moment: the first placement won; answer its orders.
    const first = await findCheckout(ctx.db, ctx.userId, input.idempotency_key);
    if (!first) throw error;
    return replay(ctx.db, first);
  }

  if (card?.ok) {
    const charged = await chargeCard(ctx.db, ctx.provider, {
      checkoutId: placed.checkoutId,
      userId: ctx.userId,
      orderIds: placed.orderIds,
      amount: placed.total,
      card: card.value,
    });
    // Orders placed a moment ago are held by no other charge; a replay answers before getting here.
    const status = charged.ok ? charged.value : 'declined';
    const answer = await placedAnswer(ctx.db, { id: placed.checkoutId, total: placed.total });
    // Pending (the bank still asks the buyer, say): placed, unpaid until the provider's webhook says paid.
    if (status === 'declined') {
      // A replay of this key answers the same refusal, whatever card it carries.
      await ctx.db.updateTable('checkout').set({ answer_code: ErrorCode.orderPaymentFailed }).where('id', '=', placed.checkoutId).execute();
      return declined(answer);
    }
    return ok(answer);
  }
  const answer = await placedAnswer(ctx.db, { id: placed.checkoutId, total: placed.total });
  if (element) return ok({ ...answer, card_intent: await intentFor(ctx, placed) });
  return ok(answer);
}

/**
 * The intent the page confirms for orders placed a moment ago; null when the provider could not
 * be reached (the orders stay placed and unpaid, payable again from the order page).
 */
async function intentFor(ctx: PlaceContext, placed: { checkoutId: number; orderIds: number[]; total: number }) {
  try {
    const started = await startCardIntent(ctx.db, ctx.provider, {
      checkoutId: placed.checkoutId,
      userId: ctx.userId,
      orderIds: placed.orderIds,
      amount: placed.total,
    });
    return started.ok ? started.value : null;
  } catch (error) {
    ctx.log?.error({ err: error, checkoutId: placed.checkoutId }, 'card intent not made: the orders wait unpaid');
    return null;
  }
}

const declined = (answer: CheckoutPlaced) => fail(ErrorCode.orderPaymentFailed, { field: 'card_number', reason: 'cardDeclined' }, undefined, answer);

/** The same key again: what the first placement answered, with its orders as they are now. */
async function replay(db: Db, checkout: { id: number; total: number; answer_code: number | null }): Promise<Result<CheckoutPlaced>> {
  const answer = await placedAnswer(db, checkout);
  return checkout.answer_code === ErrorCode.orderPaymentFailed ? declined(answer) : ok(answer);
}

interface Prepared {
  quotes: ShopQuote[];
  coupons: CouponPlan;
  address: NonNullable<Awaited<ReturnType<typeof findAddressOf>>>;
  settings: CheckoutSettings;
  shops: Map<number, { user_id: number; commission_bps: number | null }>;
  total: number;
}

/** Everything the placement reads: the address, the lines priced and grouped by shop, the settings and the shops' terms. */
async function prepare(db: Db, userId: number, input: CheckoutPlaceInput): Promise<Result<Prepared>> {
  const address = await findAddressOf(db, userId, input.address_id);
  if (!address) return fail(ErrorCode.noData, { field: 'address_id', reason: 'invalid' });
  const quoted = await quoteCheckout(db, userId, input, { country: address.country });
  if (!quoted.ok) return quoted;
  const quotes = quoted.value.quotes;
  const terms = await shopTermsOf(
    db,
    quotes.map((quote) => quote.shopId),
  );
  return ok({
    quotes,
    coupons: quoted.value.coupons,
    address,
    settings: quoted.value.settings,
    shops: new Map(terms.map((shop) => [shop.id, shop])),
    total: quotes.reduce((sum, quote) => sum + quote.total, 0),
  });
}

async function placeIn(trx: Executor, userId: number, input: CheckoutPlaceInput, { quotes, coupons, address, settings, shops, total }: Prepared) {
  const now = nowIso();
  const paidNow = input.payment_method === 'wallet';
  // The key first: a second placement with it waits here for the first, then finds it taken.
  const checkout = await insertCheckout(trx, {
    user_id: userId,
    idempotency_key: input.idempotency_key,
    payment_method: input.payment_method,
    total,
    created_at: now,
  });

  const orderIds: number[] = [];
  const orderIdOfShop = new Map<number, number>();
  const stamp = now.slice(0, 10).replaceAll('-', '');
  for (const [index, quote] of quotes.entries()) {
    const shop = shops.get(quote.shopId);
    const commissionBps = shop?.commission_bps ?? settings.commission_bps;
    const orderSn = `${stamp}${String(checkout.id).padStart(7, '0')}${String(index + 1).padStart(2, '0')}`;
    const order = await insertOrder(trx, {
      order_sn: orderSn,
      checkout_id: checkout.id,
      user_id: userId,
      shop_id: quote.shopId,
      payment_method: input.payment_method,
      num: quote.lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: quote.subtotal,
      shipping_fee: quote.shippingCharged,
      tax: quote.tax,
      discount: quote.discount,
      mall_discount: quote.mallDiscount,
      actual_pay: quote.total,
      commission_bps: commissionBps,
      // The seller's part of the discount lowers what the commission is taken on; the mall's does not.
      commission: bpsOf(quote.subtotal - (quote.discount - quote.mallDiscount), commissionBps),
      shipping_code: quote.shipping.code,
      shipping_names: quote.shipping.names,
      shipping_days_min: quote.shipping.days_min,
      shipping_days_max: quote.shipping.days_max,
      tax_bps: settings.tax_rate_bps,
      affiliate_bps: settings.affiliate_bps,
      remark: input.remark,
      customer_name: address.first_name,
      email: address.email,
      phone: address.phone,
      country: address.country,
      state: address.state,
      city: address.city,
      postcode: address.postcode,
      address: address.address,
      ...(paidNow ? { payment_status: 'paid' as const, pay_time: now } : {}),
      created_at: now,
      updated_at: now,
    });
    orderIds.push(order.id);
    orderIdOfShop.set(quote.shopId, order.id);
    queueMail(trx, { kind: 'receipt', template: 'receipt', userId, refId: order.id });
    if (shop) {
      await notify(trx, { userId: shop.user_id, type: NoticeType.order, state: 1, template: 'orderReceived', params: { order: orderSn }, refId: order.id });
    }
    await insertOrderItems(
      trx,
      quote.lines.map((line) => ({
        order_id: order.id,
        product_id: line.productId,
        variant_id: line.variantId,
        sku: line.sku,
        names: line.names,
        image: line.image,
        options: line.options,
        price: line.unitPrice,
        quantity: line.quantity,
        deal_item_id: line.dealItemId,
      })),
    );
  }

  // The shared rows last, so they stay locked for as short a time as possible (PostgreSQL), and in
  // one order (variant id) by every checkout, so two never wait on each other in a circle.
  const lines = quotes.flatMap((quote) => quote.lines).sort((x, y) => x.variantId - y.variantId);
  for (const line of lines) {
    const field = line.cartItemId ? `cart_item_ids.${input.cart_item_ids?.indexOf(line.cartItemId)}` : 'variant_id';
    if (!(await takeStock(trx, line.variantId, line.quantity)))
      refuse(fail(ErrorCode.insufficientStock, { field, reason: 'stockShort', params: { stock: 0 } }));
    if (line.dealItemId !== null && !(await takeDealQuantity(trx, line.dealItemId, line.quantity))) {
      refuse(fail(ErrorCode.insufficientStock, { field, reason: 'stockShort', params: { stock: 0 } }));
    }
    await countSale(trx, line.productId, line.quantity);
  }
  await spendCoupons(trx, { userId, checkoutId: checkout.id, orderIdOfShop, now }, coupons);

  if (paidNow) {
    // The orders were written paid: a wallet that does not cover them rolls them back here.
    const orders = quotes.map((quote) => ({
      id: orderIdOfShop.get(quote.shopId) as number,
      shop_id: quote.shopId,
      subtotal: quote.subtotal,
      discount: quote.discount,
      mall_discount: quote.mallDiscount,
      shipping_fee: quote.shippingCharged,
      tax: quote.tax,
      actual_pay: quote.total,
    }));
    const paid = await postPayment(trx, `pay:checkout:${checkout.id}`, { wallet: { userId, reference: `checkout:${checkout.id}` } }, orders);
    if (!paid.ok) refuse(paid);
  }
  const cartIds = quotes.flatMap((quote) => quote.lines.flatMap((line) => (line.cartItemId ? [line.cartItemId] : [])));
  // Lines another checkout of this buyer took a moment ago are not bought twice.
  if ((await removeCartLines(trx, userId, cartIds)) !== cartIds.length) refuse(fail(ErrorCode.noData, { field: 'cart_item_ids', reason: 'invalid' }));
  return { checkoutId: checkout.id, orderIds, total };
}

/** The answer for a checkout: its orders as they are now. */
async function placedAnswer(db: Executor, checkout: { id: number; total: number }): Promise<CheckoutPlaced> {
  const rows = await ordersOfCheckout(db, checkout.id);
  const { card_pay_minutes } = await checkoutSettings(db);
  const orders = rows.map(({ payment_method, created_at, ...order }) => ({
    ...order,
    pay_by: payBy({ ...order, payment_method, created_at }, card_pay_minutes),
  }));
  return { checkout_id: checkout.id, orders, total: checkout.total };
}
