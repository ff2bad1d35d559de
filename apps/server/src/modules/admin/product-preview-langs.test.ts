import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { adminHeaders, leafCategory, newSeller, postJson, productBody, uploadsOf } from '../seller/test-seller';

describe.each(dialects())('the languages of the admin’s product preview on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('names the languages the seller wrote, in the mall’s order, with each one’s texts', async () => {
    const seller = await newSeller(t.app, 'Languages Shop');
    const body = {
      ...productBody(await leafCategory(t.app), await uploadsOf(t.app, seller.userId, 1)),
      name_th: 'โคมไฟควิลลอน',
      short_description_th: 'โคมไฟเล็ก',
      name_vn: 'Đèn Quillon',
    };
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    const answer = (await t.app.inject({ url: `/api/admin/product/${id}`, headers: { ...(await adminHeaders(t.app)), lang: 'jp' } })).json();
    expect(answer.code).toBe(200);
    expect(answer.data.written_langs).toEqual(['en', 'es', 'th', 'vn']);
    expect(answer.data).toMatchObject({ name_th: 'โคมไฟควิลลอน', short_description_th: 'โคมไฟเล็ก', name_vn: 'Đèn Quillon', name_jp: body.name_en });
  });
});
