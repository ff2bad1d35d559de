import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, uploadPicture } from '../shops/test-applicant';

type Card = { id: number; category: { id: number; name: string }; title: string; published_at: string; cover_image: string };

describe.each(dialects())('the blog on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, lang = 'en', headers: Record<string, string> = {}) => (await t.app.inject({ url, headers: { lang, ...headers } })).json();
  const save = (payload: Record<string, string | number>, headers: Record<string, string>) => postForm(t.app, '/api/admin/blog/save', payload, headers);

  it('lists the seeded categories with their counts and the articles newest first, in the reader’s language', async () => {
    const categories = (await get('/api/blog/categories', 'jp')).data;
    expect(categories).toHaveLength(3);
    expect(categories[0].name).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
    expect(categories.reduce((sum: number, c: { article_count: number }) => sum + c.article_count, 0)).toBe(6);

    const page = (await get('/api/blog/list?page_size=4', 'th')).data;
    expect(page).toMatchObject({ total: 6, page: 1, page_size: 4 });
    expect(page.list).toHaveLength(4);
    const dates = page.list.map((a: Card) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.list[0].title).toMatch(/[\u0E00-\u0E7F]/);
    expect(page.list[0].cover_image).toMatch(/^blog\/\d+\.webp$/);
    expect((await t.app.inject(`/media/${page.list[0].cover_image}`)).statusCode).toBe(200);
    expect((await get('/api/blog/list?page=2&page_size=4')).data.list).toHaveLength(2);

    const first = categories[0];
    const ofOne = (await get(`/api/blog/list?category_id=${first.id}`)).data;
    expect(ofOne.total).toBe(first.article_count);
    expect(ofOne.list.every((a: Card) => a.category.id === first.id)).toBe(true);

    const latest = (await get('/api/blog/latest')).data;
    expect(latest.map((a: Card) => a.id)).toEqual(page.list.slice(0, 3).map((a: Card) => a.id));
    expect((await get('/api/blog/latest?limit=13')).field).toBe('limit');
  });

  it('shows an article with its body and related articles of its category, and 2000019 for an unknown one', async () => {
    const [newest] = (await get('/api/blog/latest?limit=1')).data as Card[];
    const detail = (await get(`/api/blog/detail/${newest?.id}`, 'zh')).data;
    expect(detail).toMatchObject({ id: newest?.id, body: expect.stringContaining('<p>'), cover_image: newest?.cover_image });
    expect(detail.title).not.toBe(newest?.title);
    expect(detail.related.length).toBeGreaterThanOrEqual(1);
    expect(detail.related.length).toBeLessThanOrEqual(4);
    for (const other of detail.related) {
      expect(other.id).not.toBe(detail.id);
      expect(other.category.id).toBe(detail.category.id);
    }
    expect(await get('/api/blog/detail/999999')).toMatchObject({ code: ErrorCode.noData, data: null });
    expect(await get('/api/blog/detail/abc')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id' });
  });

  it('lets an admin write a draft, publish it, unpublish it, with English fallback and a sanitised body', async () => {
    const admin = await loginAdmin(t.app);
    const cover = await uploadPicture(t.app, admin);
    const [category] = (await get('/api/admin/blog/categories', 'en', admin)).data;
    const made = (
      await save(
        {
          category_id: category.id,
          cover_image: `/media/${cover}`,
          title_en: 'Opening hours over the holidays',
          summary_en: 'When we answer.',
          body_en: '<p>We are <strong>open</strong>.<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">me</a></p><script>alert(1)</script>',
          title_th: 'เวลาทำการช่วงวันหยุด',
        },
        admin,
      )
    ).json();
    expect(made).toMatchObject({
      code: 200,
      data: { published: 0, published_at: null, cover_image: cover, title_th: 'เวลาทำการช่วงวันหยุด', summary_th: 'When we answer.' },
    });
    expect(made.data.body_en).toBe('<p>We are <strong>open</strong>.<img src="x" alt="" /><a>me</a></p>');
    expect(made.data.title_jp).toBe('');
    const id = made.data.id as number;
    expect((await get(`/api/blog/detail/${id}`)).code).toBe(ErrorCode.noData);
    expect((await get('/api/admin/blog/list?status=draft', 'en', admin)).data.list.map((a: { id: number }) => a.id)).toContain(id);
    // The console lists it in the operator's language, English where that is not written.
    const listed = async (lang: string) => (await get('/api/admin/blog/list?status=draft', lang, admin)).data.list.find((a: { id: number }) => a.id === id);
    const categoryName = (lang: string) => category[`name_${lang}`] || category.name_en;
    expect(await listed('th')).toMatchObject({ title: 'เวลาทำการช่วงวันหยุด', category: categoryName('th') });
    expect(await listed('jp')).toMatchObject({ title: 'Opening hours over the holidays', category: categoryName('jp') });
    expect(categoryName('th')).not.toBe(category.name_en);

    const published = (await postForm(t.app, '/api/admin/blog/publish', { id, published: 1 }, admin)).json().data;
    expect(published.published_at).not.toBeNull();
    expect((await get('/api/blog/latest?limit=1', 'th')).data[0]).toMatchObject({ id, title: 'เวลาทำการช่วงวันหยุด', summary: 'When we answer.' });
    expect((await get(`/api/blog/detail/${id}`, 'jp')).data).toMatchObject({ title: 'Opening hours over the holidays' });

    // Editing keeps the current cover and the first publication date.
    const edited = (
      await save({ id, category_id: category.id, cover_image: cover, title_en: 'Holiday hours', summary_en: 'S', body_en: '<p>B</p>' }, admin)
    ).json();
    expect(edited).toMatchObject({ code: 200, data: { id, title_en: 'Holiday hours', title_th: 'เวลาทำการช่วงวันหยุด' } });
    await postForm(t.app, '/api/admin/blog/publish', { id, published: 0 }, admin);
    expect((await get(`/api/blog/detail/${id}`)).code).toBe(ErrorCode.noData);
    const again = (await postForm(t.app, '/api/admin/blog/publish', { id, published: 1 }, admin)).json().data;
    expect(again.published_at).toBe(published.published_at);
    expect((await get(`/api/admin/blog/${id}`, 'en', admin)).data).toMatchObject({ id, published: 1, body_en: '<p>B</p>' });
    expect((await get('/api/admin/blog/999999', 'en', admin)).code).toBe(ErrorCode.noData);
  });

  it('refuses another user’s upload, an unknown category or article, and missing English, naming the field', async () => {
    const admin = await loginAdmin(t.app);
    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    const theirs = await uploadPicture(t.app, buyer);
    const mine = await uploadPicture(t.app, admin);
    const [category] = (await get('/api/admin/blog/categories', 'en', admin)).data;
    const form = { category_id: category.id, cover_image: mine, title_en: 'T', summary_en: 'S', body_en: '<p>B</p>' };
    expect((await save({ ...form, cover_image: theirs }, admin)).json()).toMatchObject({ code: ErrorCode.invalidParameter, field: 'cover_image' });
    expect((await save({ ...form, cover_image: 'https://evil.test/a.png' }, admin)).json()).toMatchObject({ field: 'cover_image' });
    expect((await save({ ...form, category_id: 999999 }, admin)).json()).toMatchObject({ code: ErrorCode.noData, field: 'category_id' });
    expect((await save({ ...form, id: 999999 }, admin)).json()).toMatchObject({ code: ErrorCode.noData, field: 'id' });
    const { title_en: _t, ...untitled } = form;
    expect((await save(untitled, admin)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'title_en' });
    expect((await save({ ...form, body_en: '<script>x</script>' }, admin)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'body_en' });
    expect((await postForm(t.app, '/api/admin/blog/publish', { id: 999999, published: 1 }, admin)).json()).toMatchObject({
      code: ErrorCode.noData,
      field: 'id',
    });
    expect((await get('/api/admin/blog/list?status=gone', 'en', admin)).field).toBe('status');
    expect((await save(form, buyer)).json().code).toBe(ErrorCode.noPermission);
  });

  it('keeps categories: create, rename, delete only when empty', async () => {
    const admin = await loginAdmin(t.app);
    const saveCategory = (payload: Record<string, string | number>) => postForm(t.app, '/api/admin/blog/category/save', payload, admin);
    const made = (await saveCategory({ name_en: 'Events', name_es: 'Eventos', sort: 9 })).json();
    expect(made).toMatchObject({ code: 200, data: { name_en: 'Events', name_es: 'Eventos', name_th: '', sort: 9, article_count: 0 } });
    const renamed = (await saveCategory({ id: made.data.id, name_en: 'Happenings', name_es: '' })).json().data;
    expect(renamed).toMatchObject({ name_en: 'Happenings', name_es: '', sort: 9 });
    expect((await get('/api/blog/categories', 'es')).data.find((c: { id: number }) => c.id === made.data.id)).toMatchObject({
      name: 'Happenings',
      article_count: 0,
    });
    expect((await saveCategory({ name_es: 'Sin inglés' })).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'name_en' });
    expect((await saveCategory({ id: 999999, name_en: 'X' })).json()).toMatchObject({ code: ErrorCode.noData, field: 'id' });

    const all = (await get('/api/admin/blog/categories', 'en', admin)).data;
    const used = all.find((c: { article_count: number }) => c.article_count > 0);
    for (const lang of LANGS) expect(used[`name_${lang}`], lang).not.toBe('');
    expect((await postForm(t.app, '/api/admin/blog/category/delete', { id: used.id }, admin)).json()).toMatchObject({ code: ErrorCode.dataOperationFailed });
    expect((await postForm(t.app, '/api/admin/blog/category/delete', { id: made.data.id }, admin)).json()).toMatchObject({ code: 200 });
    expect((await get('/api/blog/categories')).data.some((c: { id: number }) => c.id === made.data.id)).toBe(false);
  });
});
