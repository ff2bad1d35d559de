import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from '../seller/test-seller';

describe.each(dialects())('stock applications on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function applied(quantity = 25) {
    const seller = await newSeller(t.app, 'Stock Shop');
    const body = productBody(await leafCategory(t.app), await uploadsOf(t.app, seller.userId));
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    await postJson(t.app, '/api/admin/product/review', { id, approve: 1 }, await adminHeaders(t.app));
    const variant = await t.app.db.selectFrom('product_variant').select(['id', 'stock']).where('product_id', '=', id).orderBy('sort').executeTakeFirstOrThrow();
    const answer = (await postJson(t.app, '/api/seller/stock/apply', { variant_id: variant.id, quantity, remark: 'New delivery' }, seller.headers)).json();
    return { seller, id, variant, answer, body };
  }
  const review = async (payload: Record<string, unknown>) => (await postJson(t.app, '/api/admin/stock/review', payload, await adminHeaders(t.app))).json();
  const stockOf = async (productId: number, variantId: number) => {
    const [variant, product] = await Promise.all([
      t.app.db.selectFrom('product_variant').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow(),
      t.app.db.selectFrom('product').select('stock').where('id', '=', productId).executeTakeFirstOrThrow(),
    ]);
    return [variant.stock, product.stock];
  };

  it('applies for stock: a pending application and a notice of type 300, state 0', async () => {
    const { seller, variant, answer, body } = await applied();
    expect(answer.data).toMatchObject({ variant_id: variant.id, quantity: 25, remark: 'New delivery', status: 'pending' });
    const notice = await t.app.db.selectFrom('notice').selectAll().where('user_id', '=', seller.userId).where('type', '=', 300).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ state: 0, template: 'stockApplicationReceived', ref_id: answer.data.id });
    expect(JSON.parse(notice.params)).toEqual({ product: body.name_en, quantity: 25 });
    const queue = (await t.app.inject({ url: '/api/admin/stock/pending?page_size=100', headers: await adminHeaders(t.app) })).json();
    expect(queue.data.list.find((a: { id: number }) => a.id === answer.data.id)).toMatchObject({
      shop: { id: seller.shopId, name: 'Stock Shop' },
      variant_id: variant.id,
      stock: 10,
      quantity: 25,
      options: { Color: 'Black' },
      product_name: body.name_en,
    });
  });

  it('refuses quantities out of 1..100000 and unknown variants', async () => {
    const { seller, variant } = await applied();
    const apply = async (payload: Record<string, unknown>) => (await postJson(t.app, '/api/seller/stock/apply', payload, seller.headers)).json();
    expect(await apply({ variant_id: variant.id, quantity: 0 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'quantity' });
    expect(await apply({ variant_id: variant.id, quantity: 100_001 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'quantity' });
    expect(await apply({ variant_id: 2_000_000_000, quantity: 5 })).toMatchObject({ code: ErrorCode.noData });
    expect(await apply({ quantity: 5 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'variant_id' });
  });

  it('approval adds the quantity to the variant and the product, shown on the product page at once', async () => {
    const { id, variant, answer, seller } = await applied(25);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().data.stock).toBe(13);
    expect((await review({ id: answer.data.id, approve: 1 })).data).toEqual({ id: answer.data.id, status: 'approved' });
    expect(await stockOf(id, variant.id)).toEqual([35, 38]);
    expect((await t.app.inject(`/api/customer/product/detail/${id}`)).json().data.stock).toBe(38);
    const notice = await t.app.db.selectFrom('notice').selectAll().where('user_id', '=', seller.userId).where('type', '=', 300).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ state: 1, template: 'stockApplicationApproved' });
    expect(await review({ id: answer.data.id, approve: 1 })).toMatchObject({ code: ErrorCode.auditFailed });
    expect(await stockOf(id, variant.id)).toEqual([35, 38]);
  });

  it('refusal needs a reason and adds nothing', async () => {
    const { id, variant, answer, seller } = await applied(7);
    expect(await review({ id: answer.data.id, approve: 0 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    expect((await review({ id: answer.data.id, approve: 0, reason: 'No invoice' })).data.status).toBe('rejected');
    expect(await stockOf(id, variant.id)).toEqual([10, 13]);
    const notice = await t.app.db.selectFrom('notice').selectAll().where('user_id', '=', seller.userId).where('type', '=', 300).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ state: -1, template: 'stockApplicationRejected' });
    expect(JSON.parse(notice.params)).toMatchObject({ quantity: 7, reason: 'No invoice' });
    expect(await review({ id: 2_000_000_000, approve: 1 })).toMatchObject({ code: ErrorCode.noData });
  });

  it('two admins approving the same application at once add the quantity once', async () => {
    const { id, variant, answer } = await applied(40);
    const headers = await adminHeaders(t.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postJson(t.app, '/api/admin/stock/review', { id: answer.data.id, approve: 1 }, headers).then((r) => r.json().code)),
    );
    expect(answers.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((code) => code === ErrorCode.auditFailed)).toHaveLength(3);
    expect(await stockOf(id, variant.id)).toEqual([50, 53]);
  });
});
