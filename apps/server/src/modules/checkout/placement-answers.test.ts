/**
 * What a placement answers when the world moved since the buyer looked: a total that changed
 * between the summary the buyer confirmed and the placement (`expected_total`), and a replay of a
 * declined card checkout's key with a good card. Both databases.
 */
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { balanceOfUser, buyers, buyNowOf, linesFromTwoShops, newIdempotencyKey, placeFor, stockOf, type TestLine } from './test-checkout';

const CARD = { card_exp: '12/40', card_cvc: '123', card_name: 'Ann Buyer' };

describe.each(dialects())('placement answers on %s', (dialect) => {
  const t = useTestApp(dialect);
  let line: TestLine;
  beforeAll(async () => {
    [line] = await linesFromTwoShops(t.app, 1000);
  });
  const summaryOf = async (headers: Record<string, string>) =>
    (await postForm(t.app, '/api/checkout/onepage/summary', buyNowOf(line), headers)).json().data as { total: number; shops: { total: number }[] };

  it('a price changed after the buyer confirmed: 1000008 naming expected_total with the new summary, nothing placed or charged; the new total places', async () => {
    const [buyer] = await buyers(t.app, 1, 100_000_000);
    const confirmed = await summaryOf(buyer!.headers);
    expect((await placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(line), expected_total: confirmed.total })).code).toBe(200);

    const seen = await summaryOf(buyer!.headers);
    // The seller raises the price between the buyer's summary and the placement.
    await t.app.db
      .updateTable('product_variant')
      .set({ price: line.price * 60 })
      .where('id', '=', line.variantId)
      .execute();
    await t.app.db
      .updateTable('product')
      .set({ price: line.price * 60 })
      .where('id', '=', line.productId)
      .execute();
    const [balance, stock, orders] = await Promise.all([
      balanceOfUser(t.app, buyer!.id),
      stockOf(t.app, line.variantId),
      t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute(),
    ]);
    const changed = await placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(line), expected_total: seen.total });
    expect([changed.code, changed.field, changed.reason]).toEqual([ErrorCode.invalidParameter, 'expected_total', 'priceChanged']);
    expect(changed.message).toContain('expected_total');
    expect(changed.data.total).toBeGreaterThan(seen.total);
    expect(changed.data.total).toBe((await summaryOf(buyer!.headers)).total);
    expect(changed.data.shops[0].lines[0].price).toBe(line.price * 60);
    expect(await balanceOfUser(t.app, buyer!.id)).toBe(balance);
    expect(await stockOf(t.app, line.variantId)).toBe(stock);
    expect(await t.app.db.selectFrom('orders').select('id').where('user_id', '=', buyer!.id).execute()).toHaveLength(orders.length);

    // Confirmed again at the new total: placed and charged exactly that.
    const placed = await placeFor(t.app, buyer!, 'wallet', { ...buyNowOf(line), expected_total: changed.data.total });
    expect(placed.code).toBe(200);
    expect(Number(await balanceOfUser(t.app, buyer!.id))).toBe(Number(balance) - changed.data.total);
    await t.app.db.updateTable('product_variant').set({ price: line.price }).where('id', '=', line.variantId).execute();
    await t.app.db.updateTable('product').set({ price: line.price }).where('id', '=', line.productId).execute();
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('replaying a declined card checkout’s key with a good card answers the decline again and charges nothing', async () => {
    const [buyer] = await buyers(t.app, 1);
    const key = newIdempotencyKey();
    const place = (card_number: string) => placeFor(t.app, buyer!, 'card', { ...buyNowOf(line), idempotency_key: key, card_number, ...CARD });
    const first = await place('4000000000000002');
    expect([first.code, first.reason]).toEqual([ErrorCode.orderPaymentFailed, 'cardDeclined']);
    const attempts = await t.app.db.selectFrom('card_payment').select('id').where('user_id', '=', buyer!.id).execute();

    const replay = await place('4242424242424242');
    expect([replay.code, replay.field, replay.reason]).toEqual([ErrorCode.orderPaymentFailed, 'card_number', 'cardDeclined']);
    expect(replay.data.checkout_id).toBe(first.data.checkout_id);
    expect(replay.data.orders.map((o: { id: number; payment_status: string }) => [o.id, o.payment_status])).toEqual(
      first.data.orders.map((o: { id: number }) => [o.id, 'unpaid']),
    );
    expect(await t.app.db.selectFrom('card_payment').select('id').where('user_id', '=', buyer!.id).execute()).toHaveLength(attempts.length);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });
});
