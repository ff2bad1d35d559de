import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from './test-seller';

describe.each(dialects())('the seller’s product preview on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('shows the saved version of the shop’s own product, whatever its status, in the request’s language', async () => {
    const seller = await newSeller(t.app, 'Own Preview Shop');
    const images = await uploadsOf(t.app, seller.userId);
    const body = productBody(await leafCategory(t.app), images);
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    const preview = async (lang = 'en') => (await t.app.inject({ url: `/api/seller/product/${id}/preview`, headers: { ...seller.headers, lang } })).json();

    expect(await preview()).toMatchObject({
      code: 200,
      data: { id, name: body.name_en, price: 1500, images, shop: { id: seller.shopId, name: 'Own Preview Shop' }, status: 'pending', review_reason: '' },
    });
    expect((await preview('es')).data.name).toBe(body.name_es);

    await postJson(t.app, '/api/admin/product/review', { id, approve: 0, reason: 'Needs a white background' }, await adminHeaders(t.app));
    expect((await preview()).data).toMatchObject({ status: 'rejected', review_reason: 'Needs a white background' });
  });

  it('answers 2000019 for another shop’s product and an unknown id, and 1000403 to a caller without a shop (the admin)', async () => {
    const a = await newSeller(t.app, 'Shop A');
    const b = await newSeller(t.app, 'Shop B');
    const idB = (await postJson(t.app, '/api/seller/product/save', productBody(await leafCategory(t.app), await uploadsOf(t.app, b.userId)), b.headers)).json()
      .data.id as number;
    // Approved and on sale, it is still B's: A's preview does not show it.
    await postJson(t.app, '/api/admin/product/review', { id: idB, approve: 1 }, await adminHeaders(t.app));
    expect((await t.app.inject({ url: `/api/seller/product/${idB}/preview`, headers: b.headers })).json().data.status).toBe('on_sale');
    expect((await t.app.inject({ url: `/api/seller/product/${idB}/preview`, headers: a.headers })).json()).toMatchObject({
      code: ErrorCode.noData,
      data: null,
    });
    expect((await t.app.inject({ url: '/api/seller/product/2000000000/preview', headers: a.headers })).json()).toMatchObject({ code: ErrorCode.noData });
    expect((await t.app.inject({ url: `/api/seller/product/${idB}/preview`, headers: await adminHeaders(t.app) })).json().code).toBe(ErrorCode.noPermission);
    expect((await t.app.inject(`/api/seller/product/${idB}/preview`)).json().code).toBe(ErrorCode.tokenExpired);
  });
});
