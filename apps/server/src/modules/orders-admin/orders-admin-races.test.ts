/**
 * The mall's cancel and delivery confirmation racing the buyer and the seller, with real
 * concurrent requests on every database, then the books audited: each order ends in one state,
 * its money moved once (back to the buyer exactly when it ended cancelled), and the notices say
 * what really happened.
 */
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { balanceOfUser, buyers, buyNowOf, placeFor, stockOf } from '../checkout/test-checkout';
import { orderRow, placeOrder, type SellingShop, sellingShop, ship } from '../earnings/test-earnings';
import { loginStaff } from '../shops/test-applicant';
import { TEST_PIN } from '../wallet/test-pin';

const DECLINED = { card_number: '4000000000000002', card_exp: '12/40', card_cvc: '123', card_name: 'Race Tester' };

describe.each(dialects())('the mall’s order actions racing on %s', (dialect) => {
  const t = useTestApp(dialect);
  let shop: SellingShop;
  let staff: Record<string, string>;
  const post = (url: string, body: Record<string, string | number>, headers: Record<string, string>) =>
    postForm(t.app, url, body, headers).then((r) => r.json());
  const audit = async () => expect((await auditLedger(t.app.db)).problems).toEqual([]);
  /** Both at once, `first` sent first in even rounds and second in odd ones, so each side gets to lead. */
  const race = <A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> =>
    round % 2 === 0 ? Promise.all([a(), b()]) : Promise.all([b(), a()]).then(([y, x]) => [x, y]);
  const cancelNotices = (orderId: number) =>
    t.app.db
      .selectFrom('notice')
      .select('template')
      .where('ref_id', '=', orderId)
      .where('template', 'in', ['orderCancelled', 'orderCancelledByMall', 'orderCancelledByMallForShop'])
      .execute();

  beforeAll(async () => {
    shop = await sellingShop(t.app);
    staff = await loginStaff(t.app, 'orders');
  });

  it('the mall cancelling while the seller ships: one wins, and the money is back exactly when cancelled', async () => {
    const outcomes = new Set<string>();
    // 12 rounds, and on until each side has won one (who wins a race is up to the machine), at most 40.
    for (let round = 0; round < 40 && (round < 12 || outcomes.size < 2); round++) {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const stock = await stockOf(t.app, shop.line.variantId);
      const id = await placeOrder(t.app, buyer!, shop.line, 'wallet');
      const [cancelled, shipped] = await race(
        round,
        () => post('/api/admin/order/cancel', { id, reason: 'Seller asked us' }, staff),
        () => post('/api/seller/order/ship', { id, log_sn: `RACE-${id}`, arrival_method: 'DHL' }, shop.headers),
      );
      const row = await orderRow(t.app, id);
      outcomes.add(`${cancelled.code}/${shipped.code}`);
      expect([cancelled.code, shipped.code].filter((code) => code === 200)).toHaveLength(1);
      const balance = Number(await balanceOfUser(t.app, buyer!.id));
      if (cancelled.code === 200) {
        expect(row.delivery_status).toBe('cancelled');
        expect(shipped.code).toBe(ErrorCode.dataOperationFailed);
        expect(balance).toBe(1_000_000);
        expect(await stockOf(t.app, shop.line.variantId)).toBe(stock);
        expect((await cancelNotices(id)).map((n) => n.template).sort()).toEqual(['orderCancelledByMall', 'orderCancelledByMallForShop']);
      } else {
        expect(row.delivery_status).toBe('on_the_road');
        expect(cancelled.code).toBe(ErrorCode.shippedCannotCancel);
        expect(balance).toBe(1_000_000 - Number(row.actual_pay));
        expect(await stockOf(t.app, shop.line.variantId)).toBe(stock - 1);
        expect(await cancelNotices(id)).toEqual([]);
      }
    }
    await audit();
    // Each side won some rounds: both paths were walked.
    expect(outcomes.size).toBe(2);
  }, 240_000);

  it('the mall and the buyer cancelling at once: cancelled once, paid back once, one side told it failed', async () => {
    for (let round = 0; round < 12; round++) {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const id = await placeOrder(t.app, buyer!, shop.line, 'wallet');
      const [mall, own] = await race(
        round,
        () => post('/api/admin/order/cancel', { id, reason: 'Out of stock at the warehouse' }, staff),
        () => post('/api/customer/order/cancel', { id, cancel_remark: 'Changed my mind' }, buyer!.headers),
      );
      expect([mall.code, own.code].sort()).toEqual([200, ErrorCode.cancelOrderFailed].sort());
      expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(1_000_000);
      const row = await orderRow(t.app, id);
      expect(row.delivery_status).toBe('cancelled');
      expect(row.cancel_remark).toBe(mall.code === 200 ? 'Out of stock at the warehouse' : 'Changed my mind');
      const entries = await t.app.db.selectFrom('journal_entry').select('kind').where('reference', '=', `cancel:order:${id}`).execute();
      expect(entries).toHaveLength(1);
      expect((await cancelNotices(id)).map((n) => n.template).sort()).toEqual(
        mall.code === 200 ? ['orderCancelledByMall', 'orderCancelledByMallForShop'] : ['orderCancelled'],
      );
    }
    await audit();
  }, 90_000);

  it('the mall cancelling while the buyer pays an unpaid order from the wallet: a paid-then-cancelled order gives the money back', async () => {
    for (let round = 0; round < 10; round++) {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const placed = await placeFor(t.app, buyer!, 'card', { ...buyNowOf(shop.line), ...DECLINED });
      expect(placed.code).toBe(ErrorCode.orderPaymentFailed);
      const id = placed.data.orders[0].id as number;
      const [paid, cancelled] = await race(
        round,
        () => post('/api/customer/order/pay', { id, payment_method: 'wallet', pin: TEST_PIN }, buyer!.headers),
        () => post('/api/admin/order/cancel', { id, reason: 'Payment overdue' }, staff),
      );
      expect(cancelled.code).toBe(200);
      const row = await orderRow(t.app, id);
      expect(row.delivery_status).toBe('cancelled');
      // Paid first and refunded in the cancel's own step, or never paid: the wallet is whole either way.
      expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(1_000_000);
      if (paid.code === 200) expect(row.payment_status).toBe('paid');
    }
    await audit();
  }, 90_000);

  it('the mall confirming delivery while the buyer confirms receipt: completed and settled once', async () => {
    for (let round = 0; round < 10; round++) {
      const [buyer] = await buyers(t.app, 1, 1_000_000);
      const id = await placeOrder(t.app, buyer!, shop.line, 'wallet');
      await ship(t.app, shop.headers, id);
      const [mall, own] = await race(
        round,
        () => post('/api/admin/order/deliver', { id }, staff),
        () => post('/api/customer/order/confirm', { id }, buyer!.headers),
      );
      expect([mall.code, own.code].filter((code) => code === 200)).toHaveLength(1);
      const row = await orderRow(t.app, id);
      expect(row.delivery_status).toBe('completed');
      expect(row.settled_at).not.toBeNull();
      const settled = await t.app.db.selectFrom('journal_entry').select('id').where('reference', '=', `settle:order:${id}`).execute();
      expect(settled).toHaveLength(1);
    }
    await audit();
  }, 90_000);
});
