import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { buyers, placeFor, setStock } from '../checkout/test-checkout';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

type Headers = Record<string, string>;

/** Variants on sale in no deal and with no wholesale tier, one per product, from `skip` on. */
async function freeVariants(app: FastifyInstance, count: number, skip: number) {
  const rows = await app.db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .select(['product.id as productId', 'product_variant.id as variantId', 'product_variant.price'])
    .where('product.status', '=', 'on_sale')
    .where('product_variant.price', '>', 500)
    .where('product_variant.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('variant_id'))
    .where('product_variant.id', 'not in', (eb) => eb.selectFrom('product_wholesale').select('variant_id'))
    .orderBy('product_variant.id')
    .execute();
  const oneEach = rows.filter((row, index) => rows.findIndex((r) => r.productId === row.productId) === index);
  return oneEach.slice(skip, skip + count).map((r) => ({ ...r, price: Number(r.price) }));
}

describe.each(dialects())('flash deals in the console on %s', (dialect) => {
  const t = useTestApp(dialect);
  const save = (body: Record<string, unknown>, headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/flash-deal/save', headers: { ...headers, 'content-type': 'application/json' }, payload: body });
  const post = (url: string, body: Record<string, unknown>, headers: Headers) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });
  const detail = async (productId: number) => (await t.app.inject(`/api/customer/product/detail/${productId}`)).json().data;
  const dealOf = async (productId: number, variantId: number) =>
    ((await detail(productId)).variants as { id: number; deal: { price: number; left: number; end_time: string } | null }[]).find((v) => v.id === variantId)
      ?.deal ?? null;

  it('creates a running deal for content staff: listed with its state and counts, and on the storefront at once', async () => {
    const content = await loginStaff(t.app, 'content');
    const [v] = await freeVariants(t.app, 1, 0);
    const ends = isoIn(3_600_000);
    const body = (
      await save(
        {
          title_en: 'Lunch rush',
          title_th: 'ช่วงเที่ยง',
          starts_at: isoIn(-60_000),
          ends_at: ends,
          items: [{ variant_id: v!.variantId, price: v!.price - 100, quantity: 5 }],
        },
        content,
      )
    ).json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ title_en: 'Lunch rush', title_th: 'ช่วงเที่ยง', title_es: '', state: 'running', sold: 0, quantity: 5, ends_at: ends });
    expect(body.data.items[0]).toMatchObject({ variant_id: v!.variantId, regular_price: v!.price, price: v!.price - 100, quantity: 5, sold: 0 });

    const list = (await t.app.inject({ url: '/api/admin/flash-deal/list', headers: { ...content, lang: 'th' } })).json().data;
    const listed = list.list.find((d: { id: number }) => d.id === body.data.id);
    expect(listed).toMatchObject({ title: 'ช่วงเที่ยง', state: 'running' });
    expect(await dealOf(v!.productId, v!.variantId)).toMatchObject({ price: v!.price - 100, end_time: ends });
    const storefront = (await t.app.inject(`/api/flash-deals/${body.data.id}`)).json().data;
    expect(storefront.list[0]).toMatchObject({ variant_id: v!.variantId, deal_price: v!.price - 100, deal_quantity: 5 });

    // Ending it early: the storefront's price is the regular one again at once.
    const ended = (await post('/api/admin/flash-deal/end', { id: body.data.id }, content)).json();
    expect(ended.data.state).toBe('ended');
    expect(await dealOf(v!.productId, v!.variantId)).toBeNull();
    expect((await post('/api/admin/flash-deal/end', { id: body.data.id }, content)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'id',
      reason: 'dealEnded',
    });
    const edit = await save(
      { id: body.data.id, title_en: 'Again', starts_at: isoIn(0), ends_at: isoIn(60_000), items: [{ variant_id: v!.variantId, price: 1, quantity: 1 }] },
      content,
    );
    expect(edit.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id', reason: 'dealEnded' });
  });

  it('opens to the owner and content staff only', async () => {
    for (const role of ['finance', 'catalogue', 'orders'] as const) {
      const headers = await loginStaff(t.app, role);
      expect((await t.app.inject({ url: '/api/admin/flash-deal/list', headers })).json().code).toBe(ErrorCode.noPermission);
      expect((await save({}, headers)).json().code).toBe(ErrorCode.noPermission);
    }
    const owner = await loginAdmin(t.app);
    expect((await t.app.inject({ url: '/api/admin/flash-deal/list', headers: owner })).json().code).toBe(200);
    const found = (await t.app.inject({ url: '/api/admin/flash-deal/variants?keyword=', headers: owner })).json();
    expect(found.data.list.length).toBeGreaterThan(0);
    const one = found.data.list[0];
    const bySku = (await t.app.inject({ url: `/api/admin/flash-deal/variants?keyword=${encodeURIComponent(one.sku)}`, headers: owner })).json();
    expect(bySku.data.list.map((v: { variant_id: number }) => v.variant_id)).toContain(one.variant_id);
  });

  it('refuses a bad window, price, quantity, title, an off-sale product and a variant twice', async () => {
    const owner = await loginAdmin(t.app);
    const [v, w] = await freeVariants(t.app, 2, 2);
    const good = {
      title_en: 'Rules',
      starts_at: isoIn(60_000),
      ends_at: isoIn(3_600_000),
      items: [{ variant_id: v!.variantId, price: v!.price - 1, quantity: 1 }],
    };
    const refusal = async (changes: Record<string, unknown>) => {
      const body = (await save({ ...good, ...changes }, owner)).json();
      return [body.code, body.field, body.reason];
    };
    expect(await refusal({ ends_at: good.starts_at })).toEqual([ErrorCode.invalidParameter, 'ends_at', 'endsBeforeStart']);
    expect(await refusal({ starts_at: isoIn(-7_200_000), ends_at: isoIn(-3_600_000) })).toEqual([ErrorCode.invalidParameter, 'ends_at', 'dateInPast']);
    expect(await refusal({ starts_at: 'soon' })).toEqual([ErrorCode.invalidParameter, 'starts_at', 'invalid']);
    expect(await refusal({ items: [{ variant_id: v!.variantId, price: v!.price, quantity: 1 }] })).toEqual([
      ErrorCode.invalidParameter,
      'items.0.price',
      'dealPriceNotBelow',
    ]);
    expect(await refusal({ items: [{ variant_id: v!.variantId, price: 0, quantity: 1 }] })).toEqual([ErrorCode.invalidParameter, 'items.0.price', 'tooSmall']);
    expect(await refusal({ items: [{ variant_id: v!.variantId, price: 10.5, quantity: 1 }] })).toEqual([
      ErrorCode.invalidParameter,
      'items.0.price',
      'invalid',
    ]);
    expect(await refusal({ items: [{ variant_id: v!.variantId, price: 100, quantity: 0 }] })).toEqual([
      ErrorCode.invalidParameter,
      'items.0.quantity',
      'tooSmall',
    ]);
    expect(await refusal({ items: [] })).toEqual([ErrorCode.invalidParameter, 'items', 'tooSmall']);
    expect(await refusal({ title_en: '' })).toEqual([ErrorCode.missingParameter, 'title_en', 'required']);
    expect(await refusal({ title_en: undefined })).toEqual([ErrorCode.missingParameter, 'title_en', 'required']);
    const twice = { variant_id: v!.variantId, price: 100, quantity: 1 };
    expect(await refusal({ items: [twice, twice] })).toEqual([ErrorCode.invalidParameter, 'items.1.variant_id', 'taken']);
    expect(await refusal({ items: [{ variant_id: 2_000_000_000, price: 100, quantity: 1 }] })).toEqual([ErrorCode.noData, 'items.0.variant_id', 'invalid']);
    expect(await refusal({ id: 2_000_000_000 })).toEqual([ErrorCode.noData, 'id', 'invalid']);

    await t.app.db.updateTable('product').set({ status: 'off_sale' }).where('id', '=', w!.productId).execute();
    expect(await refusal({ items: [{ variant_id: w!.variantId, price: 100, quantity: 1 }] })).toEqual([
      ErrorCode.invalidParameter,
      'items.0.variant_id',
      'offSale',
    ]);
    await t.app.db.updateTable('product').set({ status: 'on_sale' }).where('id', '=', w!.productId).execute();
    expect(await refusal({})).toEqual([200, undefined, undefined]);
    expect(await t.app.db.selectFrom('flash_deal_item').select('id').where('variant_id', '=', w!.variantId).execute()).toEqual([]);
    // The console posts a form, `items` as one field holding JSON.
    const form = {
      title_en: 'Form',
      starts_at: good.starts_at,
      ends_at: good.ends_at,
      items: JSON.stringify([{ variant_id: w!.variantId, price: w!.price - 1, quantity: 2 }]),
    };
    expect((await postForm(t.app, '/api/admin/flash-deal/save', form, owner)).json().data).toMatchObject({ title_en: 'Form', quantity: 2 });
  });

  it('refuses a variant in two overlapping deals, in the reader’s language, and allows back-to-back ones', async () => {
    const content = await loginStaff(t.app, 'content');
    const [v, w] = await freeVariants(t.app, 2, 4);
    const item = (variant: typeof v, quantity = 3) => ({ variant_id: variant!.variantId, price: variant!.price - 50, quantity });
    const [s1, e1] = [isoIn(3_600_000), isoIn(7_200_000)];
    const first = (await save({ title_en: 'First', starts_at: s1, ends_at: e1, items: [item(v)] }, content)).json();
    expect(first.code).toBe(200);
    const overlapping = (
      await save({ title_en: 'Second', starts_at: isoIn(5_000_000), ends_at: isoIn(9_000_000), items: [item(w), item(v)] }, { ...content, lang: 'th' })
    ).json();
    expect([overlapping.code, overlapping.field, overlapping.reason]).toEqual([ErrorCode.invalidParameter, 'items', 'dealOverlap']);
    expect(overlapping.message).toContain('แฟลชดีลอื่น');
    // Touching at the edge is not overlapping; editing the first deal itself does not clash with itself.
    expect((await save({ title_en: 'Next', starts_at: e1, ends_at: isoIn(9_000_000), items: [item(v)] }, content)).json().code).toBe(200);
    const edited = (
      await save({ id: first.data.id, title_en: 'First', title_es: 'Primera', starts_at: s1, ends_at: e1, items: [item(v, 9), item(w)] }, content)
    ).json();
    expect(edited.data).toMatchObject({ title_es: 'Primera', quantity: 12 });
    // A language sent empty is removed; one not sent is kept.
    const kept = (await save({ id: first.data.id, title_en: 'First', starts_at: s1, ends_at: e1, items: [item(v, 9)] }, content)).json();
    expect([kept.data.title_es, kept.data.items.length]).toEqual(['Primera', 1]);
    const removed = (await save({ id: first.data.id, title_en: 'First', title_es: '', starts_at: s1, ends_at: e1, items: [item(v, 9)] }, content)).json();
    expect(removed.data.title_es).toBe('');
  });

  it('sells at the deal price through checkout, counting the allowance, which an edit cannot take below', async () => {
    const content = await loginStaff(t.app, 'content');
    const [v] = await freeVariants(t.app, 1, 6);
    await setStock(t.app, v!.variantId, 100);
    const price = v!.price - 200;
    const starts = isoIn(-1000);
    const ends = isoIn(3_600_000);
    const deal = (
      await save({ title_en: 'Checkout deal', starts_at: starts, ends_at: ends, items: [{ variant_id: v!.variantId, price, quantity: 3 }] }, content)
    ).json();
    expect(deal.code).toBe(200);

    const [buyer] = await buyers(t.app, 1);
    const placed = await placeFor(t.app, buyer!, 'cod', { product_id: v!.productId, variant_id: v!.variantId, quantity: 2 });
    expect(placed.code).toBe(200);
    const line = await t.app.db
      .selectFrom('order_item')
      .select(['price', 'deal_item_id'])
      .where('order_id', '=', placed.data.orders[0].id)
      .executeTakeFirstOrThrow();
    expect(Number(line.price)).toBe(price);
    expect(line.deal_item_id).not.toBeNull();
    expect(await dealOf(v!.productId, v!.variantId)).toMatchObject({ price, left: 1 });
    const listed = (await t.app.inject({ url: '/api/admin/flash-deal/list', headers: content }))
      .json()
      .data.list.find((d: { id: number }) => d.id === deal.data.id);
    expect([listed.sold, listed.quantity]).toEqual([2, 3]);

    const again = { title_en: 'Checkout deal', starts_at: starts, ends_at: ends };
    const lowered = (await save({ ...again, id: deal.data.id, items: [{ variant_id: v!.variantId, price, quantity: 1 }] }, content)).json();
    expect([lowered.code, lowered.field, lowered.reason]).toEqual([ErrorCode.invalidParameter, 'items.0.quantity', 'belowSold']);
    expect(lowered.message).toContain('2');
    const [other] = await freeVariants(t.app, 1, 7);
    const dropped = (
      await save({ ...again, id: deal.data.id, items: [{ variant_id: other!.variantId, price: other!.price - 1, quantity: 1 }] }, content)
    ).json();
    expect([dropped.code, dropped.field, dropped.reason]).toEqual([ErrorCode.invalidParameter, 'items', 'belowSold']);
    // Nothing of the refused edit was written.
    expect(await t.app.db.selectFrom('flash_deal_item').select('variant_id').where('flash_deal_id', '=', deal.data.id).execute()).toEqual([
      { variant_id: v!.variantId },
    ]);

    // Down to exactly what was sold: the deal is sold out, the next buyer pays the regular price.
    expect((await save({ ...again, id: deal.data.id, items: [{ variant_id: v!.variantId, price, quantity: 2 }] }, content)).json().data).toMatchObject({
      sold: 2,
      quantity: 2,
    });
    expect(await dealOf(v!.productId, v!.variantId)).toBeNull();
    const next = await placeFor(t.app, buyer!, 'cod', { product_id: v!.productId, variant_id: v!.variantId, quantity: 1 });
    const nextLine = await t.app.db
      .selectFrom('order_item')
      .select(['price', 'deal_item_id'])
      .where('order_id', '=', next.data.orders[0].id)
      .executeTakeFirstOrThrow();
    expect([Number(nextLine.price), nextLine.deal_item_id]).toEqual([v!.price, null]);
  });
});
