import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from '../seller/test-seller';

describe.each(dialects())('product review on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function submitted() {
    const seller = await newSeller(t.app, 'Review Shop');
    const images = await uploadsOf(t.app, seller.userId, 2);
    const body = productBody(await leafCategory(t.app), images);
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    return { seller, body, id, images };
  }
  const review = async (payload: Record<string, unknown>) => (await postJson(t.app, '/api/admin/product/review', payload, await adminHeaders(t.app))).json();
  const noticeOf = (id: number) => t.app.db.selectFrom('notice').selectAll().where('type', '=', 200).where('ref_id', '=', id).executeTakeFirstOrThrow();

  it('lists products awaiting review with their shop, pictures and price', async () => {
    const { id, body, images, seller } = await submitted();
    const answer = (await t.app.inject({ url: '/api/admin/product/pending?page_size=100', headers: await adminHeaders(t.app) })).json();
    expect(answer.code).toBe(200);
    const row = answer.data.list.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({ name: body.name_en, shop: { id: seller.shopId, name: 'Review Shop' }, images, image: images[0], price: 1500 });
    expect(answer.data.list.every((p: { id: number }) => typeof p.id === 'number')).toBe(true);
    expect(answer.data.total).toBeGreaterThanOrEqual(1);
  });

  it('approves a pending product: on sale, shown to buyers, notice state 1', async () => {
    const { id, body } = await submitted();
    expect((await review({ id, approve: 1 })).data).toEqual({ id, status: 'on_sale' });
    const detail = (await t.app.inject(`/api/customer/product/detail/${id}`)).json();
    expect(detail.data.name).toBe(body.name_en);
    expect(await noticeOf(id)).toMatchObject({ state: 1, template: 'productApproved', is_read: 0 });
    expect(await review({ id, approve: 1 })).toMatchObject({ code: ErrorCode.auditFailed });
  });

  it('refuses with a reason: rejected, the reason kept for the seller, notice state -1', async () => {
    const { id, seller, body } = await submitted();
    expect(await review({ id, approve: 0 })).toMatchObject({ code: ErrorCode.missingParameter, field: 'reason' });
    expect((await review({ id, approve: 0, reason: 'Blurry pictures' })).data).toEqual({ id, status: 'rejected' });
    const notice = await noticeOf(id);
    expect(notice).toMatchObject({ state: -1, template: 'productRejected' });
    expect(JSON.parse(notice.params)).toEqual({ product: body.name_en, reason: 'Blurry pictures' });
    const mine = (await t.app.inject({ url: `/api/seller/product/${id}`, headers: seller.headers })).json();
    expect(mine.data).toMatchObject({ status: 'rejected', review_reason: 'Blurry pictures' });
    // Saved again, it is submitted again, and the reason is cleared.
    const editor = mine.data;
    const again = (
      await postJson(
        t.app,
        '/api/seller/product/save',
        { ...body, id, variants: body.variants.map((v, i) => ({ ...v, id: editor.variants[i].id })) },
        seller.headers,
      )
    ).json();
    expect(again.data).toEqual({ id, status: 'pending', in_review: true });
    expect((await t.app.db.selectFrom('product').select('review_reason').where('id', '=', id).executeTakeFirstOrThrow()).review_reason).toBe('');
  });

  it('answers 2000019 for an unknown product, 1000008 for a bad decision, and 1000403 to a seller', async () => {
    const { id, seller } = await submitted();
    expect(await review({ id: 2_000_000_000, approve: 1 })).toMatchObject({ code: ErrorCode.noData });
    expect(await review({ id, approve: 3 })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'approve' });
    expect((await postJson(t.app, '/api/admin/product/review', { id, approve: 1 }, seller.headers)).json().code).toBe(ErrorCode.noPermission);
    expect((await t.app.inject({ url: '/api/admin/product/pending', headers: seller.headers })).json().code).toBe(ErrorCode.noPermission);
  });
});
