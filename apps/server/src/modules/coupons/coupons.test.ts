import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { addToCart, type Buyer, balanceOfUser, buyers, linesFromTwoShops, newIdempotencyKey, placeFor, type TestLine } from '../checkout/test-checkout';
import { adminHeaders, newSeller, postJson } from '../seller/test-seller';
import { unbalancedWallets } from '../wallet/queries';
import { TEST_PIN } from '../wallet/test-pin';

let serial = 0;
const newCode = (prefix = 'T') => `${prefix}${process.pid}X${Date.now().toString(36)}X${++serial}`.toUpperCase();
const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

interface CouponTerms {
  shop_id: number | null;
  kind?: 'amount' | 'percent';
  value: number;
  max_discount?: number | null;
  min_spend?: number;
  quantity?: number;
  starts_at?: string;
  ends_at?: string;
}

/** A coupon written as issuing one writes it; answers its id and code. */
async function insertCoupon(app: FastifyInstance, terms: CouponTerms) {
  const code = newCode();
  const row = await app.db
    .insertInto('coupon')
    .values({
      code,
      kind: 'amount',
      min_spend: 0,
      quantity: 100,
      starts_at: iso(-DAY),
      ends_at: iso(DAY),
      created_at: iso(0),
      ...terms,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

const couponRow = (app: FastifyInstance, id: number) => app.db.selectFrom('coupon').select(['claimed', 'used']).where('id', '=', id).executeTakeFirstOrThrow();

describe.each(dialects())('coupons on %s', (dialect) => {
  const t = useTestApp(dialect);
  let a: TestLine;
  let b: TestLine;
  beforeAll(async () => {
    [a, b] = await linesFromTwoShops(t.app, 100_000);
  });

  const claim = (buyer: Buyer, id: number) => postForm(t.app, '/api/customer/coupon/claim', { id }, buyer.headers).then((r) => r.json());
  const buyNow = (buyer: Buyer, line: TestLine, extra: Record<string, string | number> = {}) => ({
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: 2,
    address_id: buyer.addressId,
    ...extra,
  });
  const cartOfTwo = async (buyer: Buyer) => {
    const ids: number[] = [];
    for (const line of [a, b]) ids.push(await addToCart(t.app, buyer, line));
    return ids.join(',');
  };
  const summary = (buyer: Buyer, fields: Record<string, string | number>) =>
    postForm(t.app, '/api/checkout/onepage/summary', fields, buyer.headers).then((r) => r.json());
  const place = (buyer: Buyer, fields: Record<string, string | number>) => placeFor(t.app, buyer, 'wallet', fields);

  describe('issuing', () => {
    it('a seller adds, edits, stops and lists the shop’s coupons; codes are unique in the mall; another shop’s answers 2000019', async () => {
      const seller = await newSeller(t.app, 'Coupon Shop');
      const other = await newSeller(t.app, 'Other Shop');
      const code = newCode('SHOP');
      const fields = {
        code: code.toLowerCase(),
        kind: 'percent',
        value: 1500,
        max_discount: 500,
        min_spend: 2000,
        starts_at: iso(-DAY),
        ends_at: iso(DAY),
        quantity: 50,
      };
      const saved = (await postJson(t.app, '/api/seller/coupon/save', fields, seller.headers)).json();
      expect(saved.code).toBe(200);
      expect(saved.data).toMatchObject({
        code,
        shop_id: seller.shopId,
        kind: 'percent',
        value: 1500,
        max_discount: 500,
        quantity: 50,
        claimed: 0,
        active: true,
      });

      const taken = (await postJson(t.app, '/api/seller/coupon/save', fields, other.headers)).json();
      expect([taken.code, taken.field, taken.reason]).toEqual([ErrorCode.invalidParameter, 'code', 'taken']);
      const foreign = (await postJson(t.app, '/api/seller/coupon/save', { ...fields, id: saved.data.id, code: newCode() }, other.headers)).json();
      expect(foreign.code).toBe(ErrorCode.noData);
      const backwards = (await postJson(t.app, '/api/seller/coupon/save', { ...fields, code: newCode(), ends_at: iso(-2 * DAY) }, seller.headers)).json();
      expect([backwards.code, backwards.field, backwards.reason]).toEqual([ErrorCode.invalidParameter, 'ends_at', 'endsBeforeStart']);
      const tooMuch = (await postJson(t.app, '/api/seller/coupon/save', { ...fields, code: newCode(), value: 10_001 }, seller.headers)).json();
      expect([tooMuch.code, tooMuch.field]).toEqual([ErrorCode.invalidParameter, 'value']);

      const [buyer] = await buyers(t.app, 3);
      const [second, third] = (await buyers(t.app, 2)) as [Buyer, Buyer];
      for (const who of [buyer!, second, third]) expect((await claim(who, saved.data.id)).code).toBe(200);
      const below = (await postJson(t.app, '/api/seller/coupon/save', { ...fields, id: saved.data.id, quantity: 2 }, seller.headers)).json();
      expect([below.code, below.field, below.reason, below.params?.min]).toEqual([ErrorCode.invalidParameter, 'quantity', 'tooSmall', 3]);

      const stopped = (await postForm(t.app, '/api/seller/coupon/stop', { id: saved.data.id }, seller.headers)).json();
      expect(stopped.data.active).toBe(false);
      const list = (await t.app.inject({ url: '/api/seller/coupon/list', headers: seller.headers })).json();
      expect(list.data.list).toMatchObject([{ id: saved.data.id, claimed: 3, active: false }]);
      expect((await t.app.inject({ url: '/api/seller/coupon/list', headers: other.headers })).json().data.list).toEqual([]);
    });

    it('the admin issues the mall’s coupons; a seller cannot reach the admin’s routes', async () => {
      const admin = await adminHeaders(t.app);
      const fields = { code: newCode('MALL'), kind: 'amount', value: 500, min_spend: 0, starts_at: iso(-DAY), ends_at: iso(DAY), quantity: 10 };
      const saved = (await postJson(t.app, '/api/admin/coupon/save', fields, admin)).json();
      expect(saved.data).toMatchObject({ shop_id: null, shop_name: null, value: 500 });
      const seller = await newSeller(t.app);
      expect((await postJson(t.app, '/api/admin/coupon/save', { ...fields, code: newCode() }, seller.headers)).json().code).toBe(ErrorCode.noPermission);
    });
  });

  describe('claiming', () => {
    it('lists a shop’s running coupons and the mall’s, claims one once, and answers 2000003 when none is left', async () => {
      const shop = await insertCoupon(t.app, { shop_id: a.shopId, value: 300, quantity: 1 });
      const mall = await insertCoupon(t.app, { shop_id: null, value: 100 });
      await insertCoupon(t.app, { shop_id: a.shopId, value: 300, ends_at: iso(-1000), starts_at: iso(-DAY) });
      const [first, second] = (await buyers(t.app, 2)) as [Buyer, Buyer];

      const offered = (await t.app.inject({ url: `/api/coupon/list?shop_id=${a.shopId}` })).json().data as { id: number; claimed: boolean; left: number }[];
      expect(offered.map((c) => c.id)).toEqual(expect.arrayContaining([shop.id, mall.id]));
      expect(offered.find((c) => c.id === shop.id)).toMatchObject({ claimed: false, left: 1 });

      expect((await claim(first, shop.id)).data).toMatchObject({ id: shop.id, claimed: true, left: 0 });
      const again = await claim(first, shop.id);
      expect([again.code, again.field, again.reason]).toEqual([ErrorCode.couponFetchFailed, 'id', 'couponClaimed']);
      const gone = await claim(second, shop.id);
      expect([gone.code, gone.reason]).toEqual([ErrorCode.couponFetchFailed, 'couponNoneLeft']);
      expect(await couponRow(t.app, shop.id)).toEqual({ claimed: 1, used: 0 });

      // The one who holds it still sees it; the one who could not claim it no longer does.
      const forFirst = (await t.app.inject({ url: `/api/coupon/list?shop_id=${a.shopId}`, headers: first.headers })).json().data as { id: number }[];
      const forSecond = (await t.app.inject({ url: `/api/coupon/list?shop_id=${a.shopId}`, headers: second.headers })).json().data as { id: number }[];
      expect(forFirst.some((c) => c.id === shop.id)).toBe(true);
      expect(forSecond.some((c) => c.id === shop.id)).toBe(false);

      const mine = (await t.app.inject({ url: '/api/customer/coupon/list?state=usable', headers: first.headers })).json().data;
      expect(mine.list).toMatchObject([{ id: shop.id, state: 'usable', used_at: null }]);
    });

    it('refuses a coupon that has not started or has ended', async () => {
      const early = await insertCoupon(t.app, { shop_id: null, value: 100, starts_at: iso(DAY), ends_at: iso(2 * DAY) });
      const late = await insertCoupon(t.app, { shop_id: null, value: 100, starts_at: iso(-2 * DAY), ends_at: iso(-DAY) });
      const [buyer] = (await buyers(t.app, 1)) as [Buyer];
      expect((await claim(buyer, early.id)).reason).toBe('couponNotStarted');
      expect((await claim(buyer, late.id)).reason).toBe('couponExpired');
    });
  });

  describe('at checkout', () => {
    it('takes a shop’s coupon off its order and the mall’s across both, with tax on what is left', async () => {
      await t.app.db.insertInto('website_config').values({ key: 'tax_rate_bps', value: '1000' }).execute();
      const shop = await insertCoupon(t.app, { shop_id: a.shopId, kind: 'percent', value: 2000, max_discount: 100_000 });
      const mall = await insertCoupon(t.app, { shop_id: null, value: 101 });
      const [buyer] = (await buyers(t.app, 1, 10_000_000)) as [Buyer];
      expect((await claim(buyer, shop.id)).code).toBe(200);
      const cart = await cartOfTwo(buyer);

      const plain = await summary(buyer, { cart_item_ids: cart });
      expect(plain.data.coupons.map((c: { id: number }) => c.id)).toContain(shop.id);
      const body = await summary(buyer, { cart_item_ids: cart, coupon_code: `${shop.code.toLowerCase()}, ${mall.code}` });
      expect(body.code).toBe(200);
      const [first, second] = [a, b].map((line) => body.data.shops.find((s: { shop: { id: number } }) => s.shop.id === line.shopId));
      const shopOff = Math.round(a.price * 0.2);
      expect(first.coupon).toEqual({ id: shop.id, code: shop.code, discount: shopOff });
      expect(second.coupon).toBeNull();
      // 101 cents shared by what each order costs after its shop's coupon.
      expect(first.mall_discount + second.mall_discount).toBe(101);
      expect(first.discount).toBe(shopOff + first.mall_discount);
      expect(first.tax).toBe(Math.round(((a.price - first.discount) * 1000) / 10_000));
      expect(body.data.mall_coupon).toEqual({ id: mall.id, code: mall.code, discount: 101 });
      expect(body.data.discount).toBe(shopOff + 101);

      const placed = await place(buyer, { cart_item_ids: cart, address_id: buyer.addressId, coupon_code: `${shop.code},${mall.code}` });
      expect(placed.code).toBe(200);
      expect(placed.data.total).toBe(body.data.total);
      const orders = await t.app.db
        .selectFrom('orders')
        .select(['shop_id', 'discount', 'mall_discount', 'actual_pay', 'commission', 'commission_bps', 'subtotal'])
        .where('checkout_id', '=', placed.data.checkout_id)
        .execute();
      const orderA = orders.find((o) => o.shop_id === a.shopId)!;
      expect([orderA.discount, orderA.mall_discount]).toEqual([first.discount, first.mall_discount]);
      // The commission is taken on what the seller gets: the mall's share does not lower it.
      expect(orderA.commission).toBe(Math.round(((orderA.subtotal - shopOff) * orderA.commission_bps) / 10_000));
      const shown = (
        await t.app.inject({
          url: `/api/customer/order/detail/${placed.data.orders.find((o: { shop_id: number }) => o.shop_id === a.shopId).id}`,
          headers: buyer.headers,
        })
      ).json().data;
      expect([shown.discount, shown.mall_discount, shown.actual_pay]).toEqual([first.discount, first.mall_discount, first.total]);
      expect(await couponRow(t.app, shop.id)).toEqual({ claimed: 1, used: 1 });
      expect(await couponRow(t.app, mall.id)).toEqual({ claimed: 1, used: 1 });
      const used = (await t.app.inject({ url: '/api/customer/coupon/list?state=used', headers: buyer.headers })).json().data.list;
      expect(used.map((c: { id: number }) => c.id).sort()).toEqual([shop.id, mall.id].sort());

      const again = await summary(buyer, { ...buyNow(buyer, a), coupon_code: shop.code });
      expect([again.code, again.field, again.reason]).toEqual([ErrorCode.couponByCodeFailed, 'coupon_code', 'couponUsed']);
      await t.app.db.deleteFrom('website_config').where('key', '=', 'tax_rate_bps').execute();
    });

    it('says why a code does not apply: unknown, another shop’s, below the minimum spend, two for one shop', async () => {
      const [buyer] = (await buyers(t.app, 1, 10_000_000)) as [Buyer];
      const forB = await insertCoupon(t.app, { shop_id: b.shopId, value: 100 });
      const big = await insertCoupon(t.app, { shop_id: a.shopId, value: 100, min_spend: a.price * 2 + 1 });
      const one = await insertCoupon(t.app, { shop_id: a.shopId, value: 100 });
      const two = await insertCoupon(t.app, { shop_id: a.shopId, value: 200 });
      const reasonOf = async (coupon_code: string) => {
        const body = await summary(buyer, { ...buyNow(buyer, a), coupon_code });
        return [body.code, body.field, body.reason];
      };
      expect(await reasonOf('NOSUCHCODE')).toEqual([ErrorCode.couponByCodeFailed, 'coupon_code', 'invalid']);
      expect(await reasonOf(forB.code)).toEqual([ErrorCode.couponByCodeFailed, 'coupon_code', 'couponOtherShop']);
      expect(await reasonOf(big.code)).toEqual([ErrorCode.couponByCodeFailed, 'coupon_code', 'couponMinSpend']);
      expect(await reasonOf(`${one.code},${two.code}`)).toEqual([ErrorCode.couponByCodeFailed, 'coupon_code', 'couponOnePerShop']);
      const message = (
        await postForm(t.app, '/api/checkout/onepage/summary', { ...buyNow(buyer, a), coupon_code: big.code }, { ...buyer.headers, lang: 'es' })
      ).json();
      expect(message.message).toMatch(/gasto mínimo|mínimo/);
    });

    it('a refused placement leaves the coupon unspent', async () => {
      const shop = await insertCoupon(t.app, { shop_id: a.shopId, value: 100 });
      const [buyer] = (await buyers(t.app, 1, 1)) as [Buyer];
      expect((await claim(buyer, shop.id)).code).toBe(200);
      const refused = await place(buyer, { ...buyNow(buyer, a), coupon_code: shop.code });
      expect(refused.code).toBe(ErrorCode.balanceInsufficient);
      expect(await couponRow(t.app, shop.id)).toEqual({ claimed: 1, used: 0 });
      const usable = (await t.app.inject({ url: '/api/customer/coupon/list', headers: buyer.headers })).json().data.list;
      expect(usable.map((c: { id: number }) => c.id)).toEqual([shop.id]);
    });
  });

  describe('races over real connections', () => {
    let base = '';
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    const send = (path: string, headers: Record<string, string>, fields: Record<string, string | number>) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      }).then((r) => r.json() as Promise<{ code: number; reason?: string }>);

    it('40 buyers claiming 5 coupons at once: exactly 5 claims, the rest 2000003', async () => {
      const coupon = await insertCoupon(t.app, { shop_id: null, value: 100, quantity: 5 });
      const racers = await buyers(t.app, 40);
      const answers = await Promise.all(racers.map((buyer) => send('/api/customer/coupon/claim', buyer.headers, { id: coupon.id })));
      expect(answers.filter((x) => x.code === 200)).toHaveLength(5);
      expect(answers.filter((x) => x.code === ErrorCode.couponFetchFailed && x.reason === 'couponNoneLeft')).toHaveLength(35);
      expect(await couponRow(t.app, coupon.id)).toEqual({ claimed: 5, used: 0 });
    });

    it('30 buyers typing a code good for 4 at once: exactly 4 discounted orders, the rest refused with nothing bought or paid', async () => {
      const coupon = await insertCoupon(t.app, { shop_id: a.shopId, value: 50, quantity: 4 });
      const racers = await buyers(t.app, 30, 1_000_000);
      const answers = await Promise.all(
        racers.map((buyer) =>
          send('/api/checkout/onepage/place', buyer.headers, {
            ...buyNow(buyer, a, { quantity: 1 }),
            coupon_code: coupon.code,
            payment_method: 'wallet',
            pin: TEST_PIN,
            agree: 1,
            idempotency_key: newIdempotencyKey(),
          }),
        ),
      );
      expect(answers.filter((x) => x.code === 200)).toHaveLength(4);
      expect(answers.filter((x) => x.code === ErrorCode.couponByCodeFailed)).toHaveLength(26);
      expect(await couponRow(t.app, coupon.id)).toEqual({ claimed: 4, used: 4 });
      const losers = racers.filter((_, i) => answers[i]?.code !== 200);
      for (const loser of losers.slice(0, 5)) expect(await balanceOfUser(t.app, loser.id)).toBe(1_000_000);
      const orders = await t.app.db
        .selectFrom('orders')
        .select('discount')
        .where(
          'user_id',
          'in',
          racers.map((r) => r.id),
        )
        .execute();
      expect(orders.map((o) => o.discount)).toEqual([50, 50, 50, 50]);
      expect(await unbalancedWallets(t.app.db)).toEqual([]);
      expect((await auditLedger(t.app.db)).problems).toEqual([]);
    });
  });
});
