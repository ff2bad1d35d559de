import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { addProduct } from '../catalog/test-catalog';
import { type Headers, loginAdmin, loginStaff, uploadPicture } from '../shops/test-applicant';

type Named = { id: number; name: string; children?: Named[] };

describe.each(dialects())('the console’s categories and brands on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}, lang = 'en') => (await t.app.inject({ url, headers: { lang, ...headers } })).json();
  const post = async (url: string, body: Record<string, string | number>, headers: Record<string, string> = {}, lang = 'en') =>
    (await postForm(t.app, url, body, { lang, ...headers })).json();
  const saveCategory = (body: Record<string, string | number>, who: Headers, lang = 'en') => post('/api/admin/category/save', body, who, lang);
  const saveBrand = (body: Record<string, string | number>, who: Headers, lang = 'en') => post('/api/admin/brand/save', body, who, lang);
  /** The storefront's category menu (a POST, never cached) and the cached GET of the same tree. */
  const menu = async (lang = 'en') => (await post('/api/customer/index/get-all-category', { page_size: 100 }, {}, lang)).data.list as Named[];
  const firstCategories = async (lang = 'en') => (await get('/api/customer/index/get-first-category', {}, lang)).data.list as Named[];
  const flat = (tree: Named[]) => tree.flatMap((c) => [c, ...(c.children ?? [])]);
  const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it('adds a category in English and Japanese that the storefront menu shows at once, in the language chosen', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    const before = await firstCategories('jp'); // cached now: the save must drop it
    const made = await saveCategory({ name_en: 'Garden Tools', name_jp: '園芸用品', sort: 5 }, staff);
    expect(made).toMatchObject({
      code: 200,
      data: { parent_id: null, name: 'Garden Tools', name_jp: '園芸用品', name_es: '', sort: 5, hidden: 0, langs: ['en', 'jp'] },
    });
    const id = made.data.id as number;

    expect((await menu('jp')).find((c) => c.id === id)?.name).toBe('園芸用品');
    expect((await menu('es')).find((c) => c.id === id)?.name).toBe('Garden Tools');
    const after = await firstCategories('jp');
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.id === id)?.name).toBe('園芸用品');

    const listed = (await get('/api/admin/category/list', staff, 'jp')).data as { id: number; name: string; product_count: number }[];
    expect(listed.find((c) => c.id === id)).toMatchObject({ name: '園芸用品', product_count: 0, child_count: 0 });
  });

  it('requires the English name of a new category and keeps what an edit does not send', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    expect(await saveCategory({ name_jp: '名前だけ' }, staff)).toMatchObject({ code: ErrorCode.missingParameter, field: 'name_en' });
    expect(await saveCategory({ name_en: '   ' }, staff)).toMatchObject({ field: 'name_en' });
    expect(await saveCategory({ id: 999999, name_en: 'Ghost' }, staff)).toMatchObject({ code: ErrorCode.noData, field: 'id' });

    const made = (await saveCategory({ name_en: 'Pet Care', name_th: 'สัตว์เลี้ยง', sort: 7 }, staff)).data;
    const renamed = await saveCategory({ id: made.id, name_th: '', name_vn: 'Chăm sóc thú cưng' }, staff);
    expect(renamed.data).toMatchObject({ name_en: 'Pet Care', name_th: '', name_vn: 'Chăm sóc thú cưng', sort: 7, langs: ['en', 'vn'] });
    expect((await menu('th')).find((c) => c.id === made.id)?.name).toBe('Pet Care');
    expect((await menu('vn')).find((c) => c.id === made.id)?.name).toBe('Chăm sóc thú cưng');
  });

  it('refuses a move under the category itself, under its own sub-category, or three levels deep', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    const top = (await saveCategory({ name_en: 'Outdoor' }, staff)).data;
    const child = (await saveCategory({ name_en: 'Tents', parent_id: top.id }, staff)).data;
    expect(child.parent_id).toBe(top.id);
    const other = (await saveCategory({ name_en: 'Camping' }, staff)).data;

    expect(await saveCategory({ id: top.id, parent_id: top.id }, staff)).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'parent_id',
      reason: 'categoryUnderItself',
    });
    expect(await saveCategory({ id: top.id, parent_id: child.id }, staff)).toMatchObject({ field: 'parent_id', reason: 'categoryUnderItself' });
    // A third level: the storefront's menu shows two.
    expect(await saveCategory({ name_en: 'Dome tents', parent_id: child.id }, staff)).toMatchObject({ field: 'parent_id', reason: 'categoryTooDeep' });
    // A category with sub-categories stays at the top.
    expect(await saveCategory({ id: top.id, parent_id: other.id }, staff)).toMatchObject({ field: 'parent_id', reason: 'categoryTooDeep' });
    expect(await saveCategory({ id: child.id, parent_id: 999999 }, staff)).toMatchObject({ code: ErrorCode.noData, field: 'parent_id' });

    // Moving the sub-category to the other top, then to the top level.
    expect((await saveCategory({ id: child.id, parent_id: other.id }, staff)).data.parent_id).toBe(other.id);
    const tree = await menu();
    expect(tree.find((c) => c.id === other.id)?.children?.map((c) => c.id)).toEqual([child.id]);
    expect(tree.find((c) => c.id === top.id)?.children).toEqual([]);
    expect((await saveCategory({ id: child.id, parent_id: 0 }, staff)).data.parent_id).toBeNull();
    expect((await menu()).some((c) => c.id === child.id)).toBe(true);
    const list = (await get('/api/admin/category/list', staff)).data as { id: number; parent_id: number | null }[];
    expect(list.find((c) => c.id === child.id)?.parent_id).toBeNull();
  });

  it('hides a category and its sub-categories from the menus and category pages; its products stay findable by search', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    const word = `zq${uniq()}`;
    const top = (await saveCategory({ name_en: `Hobby ${word}` }, staff)).data;
    const child = (await saveCategory({ name_en: 'Kites', parent_id: top.id }, staff)).data;
    const product = await addProduct(t.app, { names: { en: `Stunt kite ${word}` }, categoryId: child.id });
    const page = async (id: number) => get(`/api/category/${id}/1`);
    expect((await page(top.id)).data.list.map((p: { id: number }) => p.id)).toEqual([product]); // cached now

    // Hiding the sub-category takes its products out of the parent's page too.
    await saveCategory({ id: child.id, hidden: 1 }, staff);
    expect((await page(top.id)).data.list).toEqual([]);
    expect(await page(child.id)).toMatchObject({ code: ErrorCode.noData });
    expect(flat(await menu()).some((c) => c.id === child.id)).toBe(false);
    await saveCategory({ id: child.id, hidden: 0 }, staff);

    await firstCategories(); // cached
    const hidden = await saveCategory({ id: top.id, hidden: 1 }, staff);
    expect(hidden.data).toMatchObject({ hidden: 1, name_en: `Hobby ${word}` });
    for (const tree of [await menu(), await firstCategories()]) {
      expect(flat(tree).some((c) => c.id === top.id || c.id === child.id)).toBe(false);
    }
    expect(await page(top.id)).toMatchObject({ code: ErrorCode.noData });
    expect(await page(child.id)).toMatchObject({ code: ErrorCode.noData });
    const found = (await get(`/api/search/${word}`)).data.list as { id: number }[];
    expect(found.map((p) => p.id)).toContain(product);
    expect((await get(`/api/customer/product/detail/${product}`)).code).toBe(200);

    await saveCategory({ id: top.id, hidden: 0 }, staff);
    expect(flat(await menu()).some((c) => c.id === child.id)).toBe(true);
    expect((await page(top.id)).data.list.map((p: { id: number }) => p.id)).toEqual([product]);
  });

  it('deletes only an empty category, saying why not in the reader’s language', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    const top = (await saveCategory({ name_en: 'Crafts' }, staff)).data;
    const child = (await saveCategory({ name_en: 'Yarn', parent_id: top.id }, staff)).data;
    await addProduct(t.app, { names: { en: 'Merino yarn' }, categoryId: child.id });

    const withChildren = await post('/api/admin/category/delete', { id: top.id }, staff, 'jp');
    expect(withChildren).toMatchObject({ code: ErrorCode.dataOperationFailed, field: 'id', reason: 'categoryHasChildren' });
    expect(withChildren.message).toContain('サブカテゴリ');
    const withProducts = await post('/api/admin/category/delete', { id: child.id }, staff, 'vn');
    expect(withProducts).toMatchObject({ code: ErrorCode.dataOperationFailed, field: 'id', reason: 'categoryHasProducts' });
    expect(withProducts.message).toContain('sản phẩm');
    expect((await get('/api/admin/category/list', staff)).data.find((c: { id: number }) => c.id === child.id)).toMatchObject({ product_count: 1 });

    const empty = (await saveCategory({ name_en: 'Empty shelf', parent_id: top.id }, staff)).data;
    expect(flat(await menu()).some((c) => c.id === empty.id)).toBe(true);
    expect(await post('/api/admin/category/delete', { id: empty.id }, staff)).toMatchObject({ code: 200, data: { id: empty.id } });
    expect(flat(await menu()).some((c) => c.id === empty.id)).toBe(false);
    expect(await post('/api/admin/category/delete', { id: empty.id }, staff)).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect(await post('/api/admin/category/delete', {}, staff)).toMatchObject({ field: 'id' });
  });

  it('takes an icon the operator uploaded (bare or under /media), refuses anyone else’s, and clears it with an empty one', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    const owner = await loginAdmin(t.app);
    const mine = await uploadPicture(t.app, staff);
    const theirs = await uploadPicture(t.app, owner, '#aa3366');
    const made = await saveCategory({ name_en: 'Lamps', icon: `/media/${mine}` }, staff);
    expect(made.data.icon).toBe(mine);
    expect((await menu()).find((c) => c.id === made.data.id)).toMatchObject({ image: mine });
    // Its current icon stays acceptable to another operator.
    expect((await saveCategory({ id: made.data.id, icon: mine, sort: 3 }, owner)).data.icon).toBe(mine);
    expect(await saveCategory({ id: made.data.id, icon: theirs }, staff)).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'icon',
      reason: 'notOwnUpload',
    });
    expect(await saveCategory({ name_en: 'Stolen', icon: 'catalog/category/1.webp' }, staff)).toMatchObject({ field: 'icon' });
    expect((await saveCategory({ id: made.data.id, icon: '' }, staff)).data.icon).toBe('');
  });

  it('keeps brands: names per language, logo, hidden; the storefront lists follow at once', async () => {
    const staff = await loginStaff(t.app, 'catalogue');
    const logo = await uploadPicture(t.app, staff);
    const word = `Brand${uniq()}`;
    expect(await saveBrand({ name_zh: '无名' }, staff)).toMatchObject({ code: ErrorCode.missingParameter, field: 'name_en' });
    const made = await saveBrand({ name_en: word, name_zh: `${word}中文`, logo, sort: 0 }, staff);
    expect(made).toMatchObject({
      code: 200,
      data: { name: word, name_zh: `${word}中文`, name_th: '', logo, hidden: 0, product_count: 0, langs: ['en', 'zh'] },
    });
    const id = made.data.id as number;

    const brands = async (lang: string) =>
      (await post('/api/customer/index/get-all-brand', { page_size: 100 }, {}, lang)).data.list as { id: number; name: string }[];
    expect((await brands('zh')).find((b) => b.id === id)?.name).toBe(`${word}中文`);
    expect((await brands('th')).find((b) => b.id === id)?.name).toBe(word);

    const found = (await get(`/api/admin/brand/list?q=${encodeURIComponent(`${word}中`)}`, staff, 'zh')).data;
    expect(found).toMatchObject({ total: 1, list: [{ id, name: `${word}中文` }] });
    expect((await get('/api/admin/brand/list?page_size=2', staff)).data.list).toHaveLength(2);

    const category = (await saveCategory({ name_en: 'Brand shelf' }, staff)).data;
    const product = await addProduct(t.app, { names: { en: `Gadget ${word}` }, categoryId: category.id, brandId: id });
    const brandPage = async () => get(`/api/brand/${id}`, {}, 'zh');
    expect((await brandPage()).data).toMatchObject({ brand: { id, name: `${word}中文` }, total: 1 }); // cached now
    const facets = async () => (await get(`/api/category/${category.id}/1`)).data.brands as { id: number }[];
    expect((await facets()).map((b) => b.id)).toEqual([id]);

    const hidden = await saveBrand({ id, hidden: 1 }, staff);
    expect(hidden.data).toMatchObject({ hidden: 1, name_en: word, name_zh: `${word}中文`, logo, product_count: 1 });
    expect((await brands('en')).some((b) => b.id === id)).toBe(false);
    expect(await brandPage()).toMatchObject({ code: ErrorCode.noData });
    expect(await facets()).toEqual([]);
    expect((await get(`/api/search/${word}`)).data.list.map((p: { id: number }) => p.id)).toContain(product);

    const shown = await saveBrand({ id, hidden: 0, name_zh: '', logo: '' }, staff);
    expect(shown.data).toMatchObject({ hidden: 0, name_zh: '', logo: '', langs: ['en'] });
    expect((await brands('zh')).find((b) => b.id === id)?.name).toBe(word);
    expect(await saveBrand({ id: 999999, hidden: 1 }, staff)).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    expect(await saveBrand({ id, logo: 'catalog/brand/1.webp' }, staff)).toMatchObject({ field: 'logo', reason: 'notOwnUpload' });
    expect(await saveBrand({ id, hidden: 2 }, staff)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'hidden' });
  });

  it('lets the owner and catalogue staff in, and no other role', async () => {
    const owner = await loginAdmin(t.app);
    expect((await get('/api/admin/category/list', owner)).code).toBe(200);
    expect((await get('/api/admin/brand/list', owner)).code).toBe(200);
    const orders = await loginStaff(t.app, 'orders');
    expect((await get('/api/admin/category/list', orders)).code).toBe(ErrorCode.noPermission);
    expect((await saveBrand({ name_en: 'Nope' }, orders)).code).toBe(ErrorCode.noPermission);
    expect((await post('/api/admin/category/delete', { id: 1 }, orders)).code).toBe(ErrorCode.noPermission);
  });
});
