import { ErrorCode } from '@agora/contract/errors';
import type { AdvertPosition } from '@agora/contract/site';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, loginStaff, uploadPicture } from '../shops/test-applicant';

type Served = { id: number; title: string; image: string; link: string };

describe.each(dialects())('adverts in the console on %s', (dialect) => {
  const t = useTestApp(dialect);
  const served = async (lang = 'en') =>
    (await t.app.inject({ url: '/api/customer/index/store?type=advert', headers: { lang } })).json().data as Record<AdvertPosition, Served[]>;

  it('creates an advert for a position that the home page serves at once, in the reader’s language, and deletes it', async () => {
    const content = await loginStaff(t.app, 'content');
    const image = await uploadPicture(t.app, content);
    const made = (
      await postForm(t.app, '/api/admin/advert/save', { position: 'center', image, link: '/category/3', title_en: 'Rainy days', title_vn: 'Ngày mưa' }, content)
    ).json();
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({
      position: 'center',
      image,
      link: '/category/3',
      title_vn: 'Ngày mưa',
      title_es: '',
      state: 'running',
      starts_at: null,
      ends_at: null,
    });
    expect((await served('vn')).center).toContainEqual({ id: made.data.id, title: 'Ngày mưa', image, link: '/category/3' });
    expect((await served('es')).center.find((a) => a.id === made.data.id)?.title).toBe('Rainy days');

    // Moved to the top, its picture kept as it is.
    const moved = (
      await postForm(
        t.app,
        '/api/admin/advert/save',
        { id: made.data.id, position: 'top', image, link: 'https://example.com/rain', title_en: 'Rainy days' },
        content,
      )
    ).json();
    expect(moved.data).toMatchObject({ position: 'top', link: 'https://example.com/rain', title_vn: 'Ngày mưa' });
    const now = await served();
    expect(now.top.map((a) => a.id)).toContain(made.data.id);
    expect(now.center.map((a) => a.id)).not.toContain(made.data.id);
    const listed = (await t.app.inject({ url: '/api/admin/advert/list', headers: content })).json().data.list;
    expect(listed.find((a: { id: number }) => a.id === made.data.id)).toMatchObject({ position: 'top', state: 'running' });

    expect((await postForm(t.app, '/api/admin/advert/delete', { id: made.data.id }, content)).json()).toMatchObject({ code: 200, data: { id: made.data.id } });
    expect((await served()).top.map((a) => a.id)).not.toContain(made.data.id);
    expect((await postForm(t.app, '/api/admin/advert/delete', { id: made.data.id }, content)).json()).toMatchObject({ code: ErrorCode.noData, field: 'id' });
  });

  it('serves an advert only within its dates', async () => {
    const owner = await loginAdmin(t.app);
    const image = await uploadPicture(t.app, owner);
    const base = { position: 'bottom', image, link: '/pages/flash-deals/flash-deals', title_en: 'Timed' };
    const later = (await postForm(t.app, '/api/admin/advert/save', { ...base, starts_at: isoIn(3_600_000), ends_at: isoIn(7_200_000) }, owner)).json().data;
    const over = (await postForm(t.app, '/api/admin/advert/save', { ...base, starts_at: isoIn(-7_200_000), ends_at: isoIn(-3_600_000) }, owner)).json().data;
    const now = (await postForm(t.app, '/api/admin/advert/save', { ...base, starts_at: isoIn(-60_000), ends_at: isoIn(3_600_000) }, owner)).json().data;
    expect([later.state, over.state, now.state]).toEqual(['upcoming', 'ended', 'running']);
    const ids = (await served()).bottom.map((a) => a.id);
    expect(ids).toContain(now.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(over.id);
    // Its end moved into the past: gone at once.
    await postForm(t.app, '/api/admin/advert/save', { ...base, id: now.id, starts_at: isoIn(-60_000), ends_at: isoIn(-1000) }, owner);
    expect((await served()).bottom.map((a) => a.id)).not.toContain(now.id);
  });

  it('refuses a bad position, picture, link, window or title, and staff outside content', async () => {
    const content = await loginStaff(t.app, 'content');
    const image = await uploadPicture(t.app, content);
    const good = { position: 'center_top', image, link: '/product/12', title_en: 'Rules' };
    const refusal = async (changes: Record<string, string | number>) => {
      const body = (await postForm(t.app, '/api/admin/advert/save', { ...good, ...changes }, content)).json();
      return [body.code, body.field, body.reason];
    };
    expect(await refusal({ position: 'sidebar' })).toEqual([ErrorCode.invalidParameter, 'position', 'oneOf']);
    expect(await refusal({ image: '' })).toEqual([ErrorCode.missingParameter, 'image', 'required']);
    expect(await refusal({ image: 'upload/2026/11/someone-else.webp' })).toEqual([ErrorCode.invalidParameter, 'image', 'notOwnUpload']);
    for (const link of ['javascript:alert(1)', 'http://example.com/', '//evil.example/x', 'product/12', '/pages/a b'])
      expect([link, ...(await refusal({ link }))]).toEqual([link, ErrorCode.invalidParameter, 'link', 'invalid']);
    expect(await refusal({ starts_at: isoIn(3_600_000), ends_at: isoIn(60_000) })).toEqual([ErrorCode.invalidParameter, 'ends_at', 'endsBeforeStart']);
    expect(await refusal({ title_en: '' })).toEqual([ErrorCode.missingParameter, 'title_en', 'required']);
    expect(await refusal({ id: 2_000_000_000 })).toEqual([ErrorCode.noData, 'id', 'invalid']);
    expect(await refusal({ link: 'https://shop.example.com/sale?x=1', starts_at: '', ends_at: '' })).toEqual([200, undefined, undefined]);

    for (const role of ['finance', 'catalogue', 'support'] as const) {
      const headers = await loginStaff(t.app, role);
      expect((await t.app.inject({ url: '/api/admin/advert/list', headers })).json().code).toBe(ErrorCode.noPermission);
      expect((await postForm(t.app, '/api/admin/advert/delete', { id: 1 }, headers)).json().code).toBe(ErrorCode.noPermission);
    }
  });
});
