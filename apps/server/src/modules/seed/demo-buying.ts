/**
 * The demo's buying, so every buyer and seller page shows real content: each demo shop's shipping
 * options, money in the demo buyers' wallets (credited as an operator does), their addresses, and
 * their orders in every state across the demo shops (demo-buying-plan.ts). Everything goes through
 * the services buyers and sellers use (checkout, the buyer's and the seller's order actions, the
 * review of a line; completing an order settles it, so the shops have earnings and the first buyer
 * a referral's), then the history is moved into the past (demo-buying-times.ts). The notices
 * the orders sent are left read: the demo's unread notices are the ones demo-notices.ts chose.
 * Lines are small quantities of products with plenty of stock and no flash deal, so no shelf or
 * deal the demo shows empties. Called by seed-demo.ts once products and reviews exist.
 */

import { saveAddressInputSchema } from '@agora/contract/addresses';
import { checkoutPlaceInputSchema } from '@agora/contract/checkout';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { unwrap } from '../../lib/errors';
import { DAY } from '../../lib/time';
import { saveAddress } from '../addresses/service';
import { addToCart } from '../cart/add-to-cart';
import { placeCheckout } from '../checkout/place';
import { NoticeType } from '../notices/notify';
import { cancelOrder, commentLine, confirmReceipt } from '../orders/buyer-service';
import { markCodPaid, setDelivery, shipOrder } from '../orders/seller-service';
import { sandboxProvider } from '../payments/sandbox';
import { setWalletPin } from '../wallet/pin';
import { adjustWallet } from '../wallet/service';
import { DEMO_ADMIN, DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';
import {
  ADDRESSES,
  CARRIERS,
  type DemoPurchase,
  EXPRESS_NAMES,
  PURCHASES,
  REFERRALS,
  SHIPPING,
  type ShopKey,
  TOP_UP_REMARK,
  TOP_UPS,
} from './demo-buying-plan';
import { backdateOrder, orderTimes } from './demo-buying-times';
import { demoShops } from './demo-catalog';
import { DEMO_WALLET_PIN } from './demo-withdrawals';
import { seededRandom } from './seeded-random';

/** Lines come from variants with at least this many on the shelf, so a few sold never empty one. */
const MIN_STOCK = 25;
/** And cost at most this (cents), so the wallets the plan fills cover every wallet order. */
const MAX_PRICE = 20_000;
/** The language each demo buyer writes reviews in (DEMO_BUYERS order), kept as the review's. */
const BUYER_LANGS: Lang[] = ['en', 'jp', 'id'];

interface Buyer {
  id: number;
  firstname: string;
  addressIds: number[];
}
type Shops = Map<ShopKey, { id: number; ownerId: number }>;
interface Candidate {
  productId: number;
  variantId: number;
  shopId: number;
  price: number;
}

export async function seedDemoBuying(db: Db): Promise<void> {
  const now = Date.now();
  const rand = seededRandom(11);
  const firstPurchase = Math.max(...PURCHASES.map((p) => p.daysAgo));
  const opened = new Date(now - (firstPurchase + 2) * DAY).toISOString();

  const shops = await demoShopIds(db);
  // Each demo shop's standard delivery is named as the mall's default one.
  const standard = await db.selectFrom('mall_shipping_option').select('names').where('code', '=', 'standard').executeTakeFirstOrThrow();
  await db
    .insertInto('shipping_option')
    .values(
      [...shops].flatMap(([key, shop]) => [
        { shop_id: shop.id, code: 'standard', names: standard.names, ...SHIPPING[key].standard, sort: 0 },
        { shop_id: shop.id, code: 'express', names: JSON.stringify(EXPRESS_NAMES), ...SHIPPING[key].express, sort: 1 },
      ]),
    )
    .execute();

  const admin = await db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
  const buyers: Buyer[] = [];
  for (const [index, account] of DEMO_BUYERS.entries()) {
    const { id } = await db.selectFrom('user').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    unwrap(await adjustWallet(db, admin.id, { user_id: id, amount: TOP_UPS[index] ?? 0, remark: TOP_UP_REMARK }));
    // The wallet PIN, set as the page sets it (with the password): the wallet purchases below ask for it.
    unwrap(await setWalletPin(db, id, { pin: DEMO_WALLET_PIN, password: DEMO_PASSWORDS.buyer }));
    const addressIds: number[] = [];
    for (const [n, place] of (ADDRESSES[index] ?? []).entries()) {
      const input = saveAddressInputSchema.parse({
        first_name: account.firstname,
        email: account.email,
        phone: account.phone,
        ...place,
        is_default: n === 0 ? 1 : 0,
      });
      addressIds.push(unwrap(await saveAddress(db, 'en', id, input)).id);
    }
    buyers.push({ id, firstname: account.firstname, addressIds });
  }
  // As if they had registered with the code: set before any order, so the orders' settling pays the referrer.
  for (const [referred, referrer] of REFERRALS) {
    await db
      .updateTable('user')
      .set({ invited_by: (buyers[referrer] as Buyer).id })
      .where('id', '=', (buyers[referred] as Buyer).id)
      .execute();
  }
  // The wallets were filled and the addresses written before the first order.
  const buyerIds = buyers.map((b) => b.id);
  await db.updateTable('wallet_ledger').set({ created_at: opened }).where('user_id', 'in', buyerIds).where('kind', '=', 'adjustment').execute();
  await db.updateTable('address').set({ created_at: opened, updated_at: opened }).where('user_id', 'in', buyerIds).execute();

  const candidates = await lineCandidates(db);
  const bought = new Map<number, Set<number>>();
  const pick = (buyer: Buyer, shop: ShopKey): Candidate => {
    const shopId = shops.get(shop)?.id;
    const had = bought.get(buyer.id) ?? new Set<number>();
    const fresh = candidates.filter((c) => c.shopId === shopId && !had.has(c.productId));
    const pool = fresh.length ? fresh : candidates.filter((c) => c.shopId === shopId);
    const line = pool[Math.floor(rand() * pool.length)];
    if (!line) throw new Error(`demo buying: ${shop} has nothing to sell`);
    bought.set(buyer.id, had.add(line.productId));
    return line;
  };

  const orderIds: number[] = [];
  // Oldest first, so ids, order numbers and the ledger's running balance follow time.
  const plan = [...PURCHASES].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [index, purchase] of plan.entries()) {
    const buyer = buyers[purchase.buyer] as Buyer;
    const lines = purchase.shops.map((shop) => {
      const line = pick(buyer, shop);
      return { ...line, quantity: line.price < 3000 ? 1 + Math.floor(rand() * 3) : 1 };
    });
    const placed = await place(db, buyer, purchase, lines, shops, index, new Date(now));
    const times = orderTimes(now, purchase, rand());
    const reviewed = shops.get(purchase.shops[0] as ShopKey)?.id;
    for (const order of placed.orders) {
      const review = order.shop_id === reviewed ? purchase.review : undefined;
      const reviewId = await moveOrder(db, { buyer, purchase, orderId: order.id, shopId: order.shop_id, review }, rand);
      await backdateOrder(db, { id: order.id, checkoutId: placed.checkout_id, orderSn: order.order_sn, reviewId }, times);
      orderIds.push(order.id);
    }
  }

  await db.updateTable('notice').set({ is_read: 1 }).where('type', '=', NoticeType.order).where('ref_id', 'in', orderIds).execute();
  await renumberNotices(db, [...buyerIds, ...[...shops.values()].map((s) => s.ownerId)]);
}

async function demoShopIds(db: Db): Promise<Shops> {
  const shops: Shops = new Map();
  for (const shop of demoShops) {
    const row = await db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select(['shop.id', 'shop.user_id'])
      .where('user.email', '=', shop.owner.email)
      .executeTakeFirstOrThrow();
    shops.set(shop.key as ShopKey, { id: row.id, ownerId: row.user_id });
  }
  return shops;
}

/** Variants on sale with stock to spare, at most MAX_PRICE, of products in no flash deal (running or coming). */
function lineCandidates(db: Db): Promise<Candidate[]> {
  return db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .select(['product.id as productId', 'product_variant.id as variantId', 'product.shop_id as shopId', 'product_variant.price'])
    .where('product.status', '=', 'on_sale')
    .where('product_variant.stock', '>=', MIN_STOCK)
    .where('product_variant.price', '<=', MAX_PRICE)
    .where('product.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('product_id'))
    .orderBy('product_variant.id')
    .execute();
}

/** Places one checkout as the buyer would: buy-now for one line, through the cart for several. */
async function place(db: Db, buyer: Buyer, purchase: DemoPurchase, lines: (Candidate & { quantity: number })[], shops: Shops, index: number, now: Date) {
  const form: Record<string, string | number> = {
    address_id: buyer.addressIds[purchase.address ?? 0] ?? (buyer.addressIds[0] as number),
    payment_method: purchase.pay,
    remark: purchase.remark ?? '',
    agree: 1,
    idempotency_key: `demo-checkout-${index + 1}`,
    ...(purchase.pay === 'wallet' ? { pin: DEMO_WALLET_PIN } : {}),
  };
  if (lines.length === 1) {
    const [line] = lines as [Candidate & { quantity: number }];
    Object.assign(form, { product_id: line.productId, variant_id: line.variantId, quantity: line.quantity });
  } else {
    for (const line of lines) unwrap(await addToCart(db, buyer.id, { product_id: line.productId, variant_id: line.variantId, quantity: line.quantity }));
    const items = await db
      .selectFrom('cart_item')
      .select(['id', 'variant_id'])
      .where('user_id', '=', buyer.id)
      .where(
        'variant_id',
        'in',
        lines.map((l) => l.variantId),
      )
      .execute();
    // In the plan's order: the checkout makes its orders in the order their shops' lines come.
    form.cart_item_ids = lines.map((line) => items.find((item) => item.variant_id === line.variantId)?.id).join(',');
  }
  if (purchase.express) form.shipping = purchase.shops.map((shop) => `${shops.get(shop)?.id}:express`).join(',');
  if (purchase.pay === 'card') {
    // The sandbox's test card that succeeds, valid for three more years.
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    Object.assign(form, { card_number: '4242424242424242', card_exp: expiry, card_cvc: '123', card_name: buyer.firstname });
  }
  return unwrap(await placeCheckout({ db, provider: sandboxProvider(), userId: buyer.id }, checkoutPlaceInputSchema.parse(form)));
}

interface Move {
  buyer: Buyer;
  purchase: DemoPurchase;
  orderId: number;
  shopId: number;
  review: DemoPurchase['review'];
}

/** Takes one order through the shop's and the buyer's steps to where the plan ends it; answers the review's id, if one was written. */
async function moveOrder(db: Db, { buyer, purchase, orderId, shopId, review }: Move, rand: () => number): Promise<number | undefined> {
  const end = purchase.end;
  if (end === 'to_ship') return undefined;
  if (end === 'cancelled') {
    unwrap(await cancelOrder(db, sandboxProvider(), 'en', buyer.id, { id: orderId, cancel_remark: purchase.cancelRemark ?? '' }));
    return undefined;
  }
  const country = ADDRESSES[purchase.buyer]?.[purchase.address ?? 0]?.country ?? 'US';
  const carriers = CARRIERS[country] ?? CARRIERS.US ?? [];
  const carrier = carriers[Math.floor(rand() * carriers.length)] ?? { name: 'DHL', number: (d: string) => d.slice(0, 10) };
  const digits = Array.from({ length: 16 }, () => Math.floor(rand() * 10)).join('');
  unwrap(await shipOrder(db, 'en', shopId, { id: orderId, log_sn: carrier.number(digits), arrival_method: carrier.name }));
  if (end === 'on_the_road') return undefined;
  unwrap(await setDelivery(db, 'en', shopId, { id: orderId, delivery_status: 'in_transit' }));
  if (end === 'in_transit') return undefined;
  unwrap(await setDelivery(db, 'en', shopId, { id: orderId, delivery_status: 'delivered' }));
  if (purchase.pay === 'cod') unwrap(await markCodPaid(db, 'en', shopId, orderId));
  if (end === 'delivered') return undefined;
  unwrap(await confirmReceipt(db, 'en', buyer.id, orderId));
  if (!review) return undefined;
  const item = await db.selectFrom('order_item').select('id').where('order_id', '=', orderId).orderBy('id').executeTakeFirstOrThrow();
  return unwrap(
    await commentLine(db, buyer.id, BUYER_LANGS[purchase.buyer] ?? 'en', {
      order_item_id: item.id,
      rating: review.rating,
      comment: review.comment,
      images: [],
    }),
  ).id;
}

/**
 * Gives the users' notices ids in the order of their times again: the notices page lists by id,
 * and the orders' notices were written now but dated back among the demo's older ones. Nothing
 * refers to a notice's id.
 */
async function renumberNotices(db: Db, userIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('notice').selectAll().where('user_id', 'in', userIds).orderBy('created_at').orderBy('id').execute();
    await trx.deleteFrom('notice').where('user_id', 'in', userIds).execute();
    if (rows.length)
      await trx
        .insertInto('notice')
        .values(rows.map(({ id: _id, ...row }) => row))
        .execute();
  });
}
