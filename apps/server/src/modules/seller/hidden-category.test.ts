/**
 * A category operators hid from the storefront, seen from the seller centre: a product already in
 * it keeps it (the editor gets its name and that it is hidden, in the seller's language); no
 * product moves into it, new or existing.
 */
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from './test-seller';

describe.each(dialects())('a hidden category in the seller centre on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('names the product’s hidden category in the seller’s language and keeps it, but lets no product move in', async () => {
    const seller = await newSeller(t.app);
    const images = await uploadsOf(t.app, seller.userId);
    const [hiddenOne, other] = [await leafCategory(t.app, 0), await leafCategory(t.app, 1)];
    const body = productBody(hiddenOne, images);
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    const read = async (lang: string) => (await t.app.inject({ url: `/api/seller/product/${id}`, headers: { ...seller.headers, lang } })).json().data;
    const name = (lang: string) =>
      t.app.db.selectFrom('category_translation').select('name').where('category_id', '=', hiddenOne).where('lang', '=', lang).executeTakeFirstOrThrow();
    expect(await read('jp')).toMatchObject({ category_id: hiddenOne, category_name: (await name('jp')).name, category_hidden: false });

    const admin = await adminHeaders(t.app);
    expect((await postForm(t.app, '/api/admin/category/save', { id: hiddenOne, hidden: 1 }, admin)).json().code).toBe(200);
    expect(await read('jp')).toMatchObject({ category_id: hiddenOne, category_name: (await name('jp')).name, category_hidden: true });
    expect((await read('en')).category_name).toBe((await name('en')).name);

    // The product stays where it is when saved again; nothing new, and no other product, goes in.
    expect((await postJson(t.app, '/api/seller/product/save', { ...body, id }, seller.headers)).json().code).toBe(200);
    const fresh = productBody(hiddenOne, images);
    expect((await postJson(t.app, '/api/seller/product/save', fresh, seller.headers)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'category_id',
    });
    const elsewhere = (await postJson(t.app, '/api/seller/product/save', productBody(other, images), seller.headers)).json().data.id as number;
    const moved = await postJson(t.app, '/api/seller/product/save', { ...productBody(hiddenOne, images), id: elsewhere }, seller.headers);
    expect(moved.json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'category_id' });
  });
});
