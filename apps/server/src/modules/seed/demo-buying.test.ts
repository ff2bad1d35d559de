import { LANGS } from '@agora/contract/locale';
import { LOW_STOCK } from '@agora/contract/seller';
import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '../../db/schema';
import { DAY } from '../../lib/time';
import { dialects, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { affiliateShareOf, saleOf } from '../earnings/amounts';
import { logIn } from '../notices/test-notices';
import { cancelUnpaidCardOrders, completeShippedOrders } from '../orders/sweeps';
import { unbalancedWallets } from '../wallet/queries';
import { DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';
import { demoProducts, demoShops } from './demo-catalog';

const moneyOf = (o: { subtotal: number; discount: number; mall_discount: number; shipping_fee: number; commission: number }) => ({
  subtotal: Number(o.subtotal),
  discount: Number(o.discount),
  mall_discount: Number(o.mall_discount),
  shipping_fee: Number(o.shipping_fee),
  commission: Number(o.commission),
});
const STATES: DeliveryStatus[] = ['to_ship', 'on_the_road', 'in_transit', 'delivered', 'completed', 'cancelled'];

describe.each(dialects())('the demo’s buying on %s', (dialect) => {
  const t = useTestApp(dialect);
  const orders = () => t.app.db.selectFrom('orders').selectAll().orderBy('id').execute();

  it('gives every demo buyer a default address and a wallet whose balance is its ledger’s sum', async () => {
    for (const buyer of DEMO_BUYERS) {
      const headers = await logIn(t.app, buyer.email, DEMO_PASSWORDS.buyer);
      const address = (await t.app.inject({ method: 'POST', url: '/api/checkout/onepage/default-address', headers })).json();
      expect(address.code).toBe(200);
      expect(address.data).toMatchObject({ is_default: 1, first_name: buyer.firstname, email: buyer.email });
      const list = (await t.app.inject({ method: 'POST', url: '/api/checkout/onepage/getaddresslist', headers })).json().data;
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(2);

      const { balance } = (await t.app.inject({ url: '/api/customer/info/get_user_balance', headers })).json().data;
      const user = await t.app.db.selectFrom('user').select('id').where('email', '=', buyer.email).executeTakeFirstOrThrow();
      const ledger = await t.app.db.selectFrom('wallet_ledger').select(['amount', 'kind']).where('user_id', '=', user.id).execute();
      expect(balance).toBeGreaterThan(0);
      expect(balance).toBe(ledger.reduce((sum, row) => sum + Number(row.amount), 0));
      expect(ledger.map((row) => row.kind)).toContain('order_payment');
    }
    // Three countries: the demo shows addresses as a buyer in each writes them.
    const countries = await t.app.db.selectFrom('address').select('country').distinct().execute();
    expect(countries.length).toBeGreaterThanOrEqual(3);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('has orders from every demo buyer at every demo shop, in every state and both payment states, their notices read', async () => {
    const rows = await orders();
    expect(new Set(rows.map((o) => o.delivery_status))).toEqual(new Set(STATES));
    expect(new Set(rows.map((o) => o.payment_status))).toEqual(new Set(['paid', 'unpaid']));
    expect(new Set(rows.map((o) => o.payment_method))).toEqual(new Set(['wallet', 'card', 'cod']));
    expect(rows.some((o) => o.delivery_status === 'to_ship' && o.payment_status === 'unpaid')).toBe(true);
    expect(rows.some((o) => o.delivery_status === 'to_ship' && o.payment_status === 'paid')).toBe(true);
    const shops = await t.app.db.selectFrom('shop').select('id').where('status', '=', 'active').execute();
    expect(new Set(rows.map((o) => o.shop_id))).toEqual(new Set(shops.map((s) => s.id)));
    expect(new Set(rows.map((o) => o.user_id)).size).toBe(DEMO_BUYERS.length);
    for (const order of rows.filter((o) => ['on_the_road', 'in_transit', 'delivered', 'completed'].includes(o.delivery_status))) {
      expect(order.log_sn.length).toBeGreaterThanOrEqual(3);
      expect(order.arrival_method).not.toBe('');
    }
    const reviewed = await t.app.db.selectFrom('order_item').select('id').where('commented', '=', 1).execute();
    expect(reviewed.length).toBeGreaterThanOrEqual(3);

    const unread = await t.app.db.selectFrom('notice').select('id').where('type', '=', 600).where('is_read', '=', 0).execute();
    expect(unread).toEqual([]);
    // Shipped orders that the sweep would complete, or card orders it would cancel, would not stay in their state.
    expect(await completeShippedOrders(t.app.db)).toBe(0);
    expect(await cancelUnpaidCardOrders(t.app.db)).toBe(0);
  });

  it('spreads the orders over the last two months, each step after the one before, the number dated as the order', async () => {
    const rows = await orders();
    const now = Date.now();
    const time = (value: string | null) => (value ? Date.parse(value) : null);
    expect(Math.min(...rows.map((o) => Date.parse(o.created_at)))).toBeLessThan(now - 45 * DAY);
    expect(Math.max(...rows.map((o) => Date.parse(o.created_at)))).toBeGreaterThan(now - DAY);
    for (const order of rows) {
      const placed = Date.parse(order.created_at);
      expect(placed).toBeGreaterThan(now - 61 * DAY);
      expect(order.order_sn.slice(0, 8)).toBe(order.created_at.slice(0, 10).replaceAll('-', ''));
      const steps = [placed, time(order.deliver_time), time(order.delivery_time), time(order.success_time)].filter((s): s is number => s !== null);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(Math.max(...steps, time(order.cancel_time) ?? 0, time(order.pay_time) ?? 0)).toBeLessThan(now);
      if (order.payment_status === 'paid') expect(time(order.pay_time)).toBeGreaterThanOrEqual(placed);
    }
  });

  it('settled every completed order through the real path: the shops earned sale less commission, the first buyer a referral', async () => {
    const rows = await orders();
    const completed = rows.filter((o) => o.delivery_status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const order of completed) {
      expect(order.settled_at, `order ${order.id}`).not.toBeNull();
      // Settled when completed (all the demo's completed orders were paid by then), in the past.
      expect(order.settled_at).toBe(order.success_time);
    }
    expect(rows.filter((o) => o.delivery_status !== 'completed').every((o) => o.settled_at === null)).toBe(true);

    const ledger = await t.app.db.selectFrom('wallet_ledger').select(['user_id', 'kind', 'amount', 'reference', 'created_at']).execute();
    for (const shop of demoShops) {
      const owner = await t.app.db
        .selectFrom('shop')
        .innerJoin('user', 'user.id', 'shop.user_id')
        .select(['shop.id', 'user.id as user_id'])
        .where('user.email', '=', shop.owner.email)
        .executeTakeFirstOrThrow();
      const theirs = completed.filter((o) => o.shop_id === owner.id);
      expect(theirs.length, shop.key).toBeGreaterThan(0);
      const earned = theirs.reduce((sum, o) => sum + saleOf(moneyOf(o)) - Number(o.commission), 0);
      const rowsOf = ledger.filter((row) => row.user_id === owner.user_id && (row.kind === 'sale' || row.kind === 'commission'));
      expect(rowsOf.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(earned);
      expect(rowsOf.filter((row) => row.kind === 'sale')).toHaveLength(theirs.length);
      const wallet = await t.app.db.selectFrom('wallet').select('balance').where('user_id', '=', owner.user_id).executeTakeFirstOrThrow();
      // Cash on delivery was the seller's at the door: settling charged it against the sale.
      const cash = theirs.filter((o) => o.payment_method === 'cod').reduce((sum, o) => sum + Number(o.actual_pay), 0);
      expect(Number(wallet.balance)).toBe(earned - cash);
      // Dated when the order settled, so the earnings fall in their months.
      for (const row of rowsOf) expect(row.created_at).toBe(theirs.find((o) => row.reference === `order:${o.id}`)?.settled_at);
    }

    const [first, , third] = await Promise.all(
      DEMO_BUYERS.map((b) => t.app.db.selectFrom('user').select(['id', 'invited_by']).where('email', '=', b.email).executeTakeFirstOrThrow()),
    );
    expect(third!.invited_by).toBe(first!.id);
    const referred = completed.filter((o) => o.user_id === third!.id);
    expect(referred.length).toBeGreaterThan(0);
    for (const order of referred) expect([order.affiliate_user_id, Number(order.affiliate_amount)]).toEqual([first!.id, affiliateShareOf(moneyOf(order), 300)]);
    const summary = (
      await t.app.inject({ url: '/api/customer/affiliate/summary', headers: await logIn(t.app, DEMO_BUYERS[0]!.email, DEMO_PASSWORDS.buyer) })
    ).json().data;
    expect(summary.referred_count).toBe(1);
    expect(summary.earnings_total).toBe(referred.reduce((sum, o) => sum + Number(o.affiliate_amount), 0));
    expect(summary.earnings_total).toBeGreaterThan(0);
    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('runs a coupon from every demo shop and two from the mall; the first demo buyer holds three', async () => {
    for (const shop of demoShops) {
      const row = await t.app.db
        .selectFrom('shop')
        .innerJoin('user', 'user.id', 'shop.user_id')
        .select('shop.id')
        .where('user.email', '=', shop.owner.email)
        .executeTakeFirstOrThrow();
      const offered = (await t.app.inject({ url: `/api/coupon/list?shop_id=${row.id}` })).json().data as { shop_id: number | null }[];
      expect(offered.filter((c) => c.shop_id === row.id)).toHaveLength(1);
      expect(offered.filter((c) => c.shop_id === null)).toHaveLength(2);
    }
    const headers = await logIn(t.app, DEMO_BUYERS[0]!.email, DEMO_PASSWORDS.buyer);
    const mine = (await t.app.inject({ url: '/api/customer/coupon/list?state=usable', headers })).json().data;
    expect(mine.total).toBe(3);
  });

  it('gives each demo shop standard and express delivery, named in every language', async () => {
    for (const shop of demoShops) {
      const owner = await t.app.db
        .selectFrom('shop')
        .innerJoin('user', 'user.id', 'shop.user_id')
        .select('shop.id')
        .where('user.email', '=', shop.owner.email)
        .executeTakeFirstOrThrow();
      const options = await t.app.db.selectFrom('shipping_option').selectAll().where('shop_id', '=', owner.id).where('active', '=', 1).execute();
      expect(options.length).toBeGreaterThanOrEqual(2);
      for (const option of options) {
        const names = JSON.parse(option.names) as Record<string, string>;
        for (const lang of LANGS) expect(names[lang], `${shop.key} ${option.code} ${lang}`).toBeTruthy();
        expect(option.days_min).toBeLessThanOrEqual(option.days_max);
      }
      expect(new Set(options.map((o) => JSON.parse(o.names).jp)).size).toBe(options.length);
    }
  });

  it('adds up: each order’s lines and money, and each product’s sales and stock after what was sold', async () => {
    const rows = await orders();
    const items = await t.app.db.selectFrom('order_item').selectAll().execute();
    const options = await t.app.db.selectFrom('shipping_option').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const order of rows) {
      const lines = items.filter((item) => item.order_id === order.id);
      expect(lines.length).toBeGreaterThan(0);
      expect(order.num).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      expect(Number(order.subtotal)).toBe(lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0));
      const option = options.find((o) => o.shop_id === order.shop_id && o.code === order.shipping_code)!;
      const free = option.free_above !== null && Number(order.subtotal) >= Number(option.free_above);
      expect(Number(order.shipping_fee)).toBe(free ? 0 : Number(option.fee));
      expect(Number(order.discount)).toBe(0);
      expect(Number(order.actual_pay)).toBe(Number(order.subtotal) + Number(order.shipping_fee) + Number(order.tax));
    }

    const cancelled = new Set(rows.filter((o) => o.delivery_status === 'cancelled').map((o) => o.id));
    const sold = items.filter((item) => !cancelled.has(item.order_id));
    const deals = await t.app.db.selectFrom('flash_deal_item').select('product_id').execute();
    const products = await t.app.db
      .selectFrom('product')
      .innerJoin('product_translation', (join) => join.onRef('product_translation.product_id', '=', 'product.id').on('product_translation.lang', '=', 'en'))
      .select(['product.id', 'product.stock', 'product.sales', 'product_translation.name'])
      .where(
        'product.id',
        'in',
        items.map((item) => item.product_id),
      )
      .execute();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(deals.map((d) => d.product_id)).not.toContain(product.id);
      const demo = demoProducts.find((p) => p.name.en === product.name)!;
      const count = (rows: typeof items) => rows.reduce((sum, item) => sum + item.quantity, 0);
      expect(product.sales).toBe(demo.sales + count(sold.filter((item) => item.product_id === product.id)));
      const variants = await t.app.db.selectFrom('product_variant').select(['id', 'sku', 'stock']).where('product_id', '=', product.id).execute();
      expect(product.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
      for (const variant of variants) {
        const start = demo.variants.find((v) => v.sku === variant.sku)!.stock;
        expect(variant.stock).toBe(start - count(sold.filter((item) => item.variant_id === variant.id)));
        if (items.some((item) => item.variant_id === variant.id)) expect(variant.stock).toBeGreaterThan(LOW_STOCK);
      }
    }
  });
});
