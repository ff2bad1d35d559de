import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

describe.each(dialects())('languages in the console on %s', (dialect) => {
  const t = useTestApp(dialect);
  const offered = async () => ((await t.app.inject('/api/customer/index/get_languages')).json().data.list as { code: string }[]).map((l) => l.code);

  it('lists the eleven for content staff, all offered at first', async () => {
    const content = await loginStaff(t.app, 'content');
    const body = (await t.app.inject({ url: '/api/admin/language/list', headers: content })).json();
    expect(body.data.list.map((l: { code: string }) => l.code)).toEqual([...LANGS]);
    expect(body.data.list[0]).toEqual({ code: 'en', name: 'English', icon: 'locale/en.svg', enabled: 1, sort: 0 });
    expect(await offered()).toEqual([...LANGS]);
    expect((await t.app.inject({ url: '/api/admin/language/list', headers: await loginStaff(t.app, 'finance') })).json().code).toBe(ErrorCode.noPermission);
  });

  it('turns a language off and on, and moves one; the menu follows at once', async () => {
    const content = await loginStaff(t.app, 'content');
    expect((await postForm(t.app, '/api/admin/language/save', { code: 'th', enabled: 0 }, content)).json()).toMatchObject({
      code: 200,
      data: { code: 'th', enabled: 0, sort: 6 },
    });
    const answer = await t.app.inject('/api/customer/index/get_languages');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(await offered()).not.toContain('th');

    await postForm(t.app, '/api/admin/language/save', { code: 'vn', sort: 1 }, content);
    await postForm(t.app, '/api/admin/language/save', { code: 'es', sort: 2 }, content);
    expect((await offered()).slice(0, 3)).toEqual(['en', 'vn', 'es']);

    expect((await postForm(t.app, '/api/admin/language/save', { code: 'th', enabled: 1 }, content)).json().data).toMatchObject({ enabled: 1, sort: 6 });
    expect(await offered()).toContain('th');
  });

  it('keeps English on, and refuses a language that is not one of the eleven', async () => {
    const owner = await loginAdmin(t.app);
    expect((await postForm(t.app, '/api/admin/language/save', { code: 'en', enabled: 0 }, owner)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'enabled',
    });
    expect((await postForm(t.app, '/api/admin/language/save', { code: 'fr', enabled: 1 }, owner)).json()).toMatchObject({
      code: ErrorCode.invalidParameter,
      field: 'code',
    });
    expect((await postForm(t.app, '/api/admin/language/save', { code: 'en', sort: 0 }, owner)).json().data).toMatchObject({ code: 'en', enabled: 1 });
    expect(await offered()).toContain('en');
  });
});
