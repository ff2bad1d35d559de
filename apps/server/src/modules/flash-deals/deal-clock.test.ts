import { describe, expect, it } from 'vitest';
import { insertDeal } from '../../test/deals';
import { dialects, useTestApp } from '../../test/test-app';

describe.each(dialects())('the deal clock on %s', (dialect) => {
  const t = useTestApp(dialect);
  const effectivePrice = async (id: number) =>
    Number((await t.app.db.selectFrom('product').select('effective_price').where('id', '=', id).executeTakeFirstOrThrow()).effective_price);

  it('sets the deal price when a deal starts and the regular price back when it ends, on its own timer', async () => {
    const product = await t.app.db
      .selectFrom('product')
      .select(['id', 'price'])
      .where('id', 'not in', t.app.db.selectFrom('flash_deal_item').select('product_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const variant = await t.app.db.selectFrom('product_variant').select('id').where('product_id', '=', product.id).executeTakeFirstOrThrow();
    expect(await effectivePrice(product.id)).toBe(Number(product.price));

    await insertDeal(t.app.db, { startsIn: 400, endsIn: 1200, productId: product.id, variantId: variant.id, dealPrice: 1, quantity: 3 });
    await t.app.dealClock.refresh(); // what a deal write does: the clock now waits for this deal's start
    expect(await effectivePrice(product.id)).toBe(Number(product.price));

    await expect.poll(() => effectivePrice(product.id), { timeout: 3000, interval: 50 }).toBe(1);
    await expect.poll(() => effectivePrice(product.id), { timeout: 3000, interval: 50 }).toBe(Number(product.price));
  });
});
