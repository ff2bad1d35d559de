/** An operator edits an announcement, takes it off the readers' lists and back, and deletes it; readers follow at once. */
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

describe.each(dialects())('announcement edits on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();
  const readers = async (lang: string) =>
    (await call('GET', '/api/customer/index/systemnotify?page_size=100', { lang })).data.list as { id: number; title: string; body: string }[];

  it('rewrites the texts, hides and shows, and deletes; the console still lists a hidden one with every language', async () => {
    const content = await loginStaff(t.app, 'content');
    const posted = await call('POST', '/api/admin/announcement', content, {
      title_en: 'Sale soon',
      body_en: 'From Friday.',
      title_jp: 'まもなくセール',
      body_jp: '金曜日から。',
    });
    const id = posted.data.id as number;
    expect((await readers('jp')).find((a) => a.id === id)?.title).toBe('まもなくセール');

    expect(
      await call('POST', '/api/admin/announcement/update', content, {
        id,
        title_en: 'Sale on Saturday',
        body_en: 'From Saturday.',
        title_es: 'Rebajas el sábado',
        body_es: 'Desde el sábado.',
      }),
    ).toMatchObject({ code: 200 });
    expect((await readers('es')).find((a) => a.id === id)).toMatchObject({ title: 'Rebajas el sábado', body: 'Desde el sábado.' });
    // Japanese was left out of the edit: Japanese readers now get the English.
    expect((await readers('jp')).find((a) => a.id === id)?.title).toBe('Sale on Saturday');

    expect(await call('POST', '/api/admin/announcement/publish', content, { id, published: 0 })).toMatchObject({ code: 200, data: { published: false } });
    expect((await readers('en')).map((a) => a.id)).not.toContain(id);
    const listed = (await call('GET', '/api/admin/announcement/list?page_size=100', content)).data.list.find((a: { id: number }) => a.id === id);
    expect(listed).toMatchObject({ published: false, updated_at: expect.any(String) });
    expect(listed.texts.map((x: { lang: string }) => x.lang).sort()).toEqual(['en', 'es']);
    await call('POST', '/api/admin/announcement/publish', content, { id, published: 1 });
    expect((await readers('en')).map((a) => a.id)).toContain(id);

    expect(await call('POST', '/api/admin/announcement/delete', content, { id })).toMatchObject({ code: 200 });
    expect((await readers('en')).map((a) => a.id)).not.toContain(id);
    for (const [url, body] of [
      ['/api/admin/announcement/delete', { id }],
      ['/api/admin/announcement/publish', { id, published: 1 }],
      ['/api/admin/announcement/update', { id, title_en: 'x', body_en: 'y' }],
    ] as const)
      expect(await call('POST', url, content, body), url).toMatchObject({ code: ErrorCode.noData });
  });

  it('refuses an edit without the English text, and staff outside content', async () => {
    const admin = await loginAdmin(t.app);
    const id = (await call('POST', '/api/admin/announcement', admin, { title_en: 'Hello', body_en: 'World' })).data.id;
    expect((await call('POST', '/api/admin/announcement/update', admin, { id, title_en: '', body_en: 'World' })).code).toBe(ErrorCode.missingParameter);
    expect((await call('POST', '/api/admin/announcement/delete', await loginStaff(t.app, 'finance'), { id })).code).toBe(ErrorCode.noPermission);
  });
});
