/**
 * The reports' and newsletter's routes and rules: the range (defaults, refused when backwards or
 * over 366 days, by UTC day), who may call what, the CSV exports (cents, formula injection
 * guarded), and subscribers: listed, filtered, exported and unsubscribed by an operator or by the
 * link's token, and subscribing again after leaving.
 */
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

describe.each(dialects())('reports and newsletter routes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url, headers })).json();

  it('takes a range of UTC days, the last 30 by default, and refuses one backwards or over 366 days naming `to`', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const range = await get('/api/admin/report/summary?from=2025-03-01&to=2026-02-28', finance);
    expect(range.code).toBe(200);
    expect(range.data.days).toHaveLength(365);
    expect(range.data.months.map((m: { month: string }) => m.month)).toHaveLength(12);
    expect(range.data.months[0].month).toBe('2025-03');
    const leap = await get('/api/admin/report/summary?from=2024-01-01&to=2024-12-31', finance);
    expect(leap.data.days).toHaveLength(366);
    const over = await get('/api/admin/report/summary?from=2024-01-01&to=2025-01-01', finance);
    expect(over).toMatchObject({ code: 1000008, field: 'to', reason: 'rangeTooLong' });
    const backwards = await get('/api/admin/report/summary?from=2026-02-02&to=2026-02-01', finance);
    expect(backwards).toMatchObject({ code: 1000008, field: 'to', reason: 'endsBeforeStart' });
    expect((await get('/api/admin/report/summary?from=2026-02-30', finance)).code).toBe(1000008);
    expect((await get('/api/admin/report/export?kind=everything', finance)).code).toBe(1000008);
    expect((await get('/api/admin/report/export?kind=users&from=2020-01-01&to=2026-01-01', finance)).code).toBe(1000008);
    const fromOnly = await get('/api/admin/report/summary?from=2026-01-01', finance);
    expect([fromOnly.data.from, fromOnly.data.to]).toEqual(['2026-01-01', '2026-01-30']);
  });

  it('opens reports to finance and newsletter subscribers to content, and neither to the other', async () => {
    const finance = await loginStaff(t.app, 'finance');
    const content = await loginStaff(t.app, 'content');
    expect((await get('/api/admin/report/summary', content)).code).toBe(1000403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/report/export?kind=users', headers: content })).json().code).toBe(1000403);
    expect((await get('/api/admin/newsletter/list', finance)).code).toBe(1000403);
    expect((await get('/api/admin/newsletter/list', content)).code).toBe(200);
    expect((await get('/api/admin/report/summary')).code).not.toBe(200);
  });

  it('exports new users as CSV, a typed formula written as text', async () => {
    const owner = await loginAdmin(t.app);
    const form = newBuyer({ firstname: '=HYPERLINK("http://evil.test")' });
    expect((await postForm(t.app, '/api/customer/register/account', form)).json().code).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await t.app.inject({ method: 'GET', url: `/api/admin/report/export?kind=users&from=${today}&to=${today}`, headers: owner });
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,email,name,phone,lang,status,created_at');
    const line = lines.find((l) => l.includes(form.email as string));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await t.app.inject({ method: 'GET', url: `/api/admin/report/export?kind=users&from=${yesterday}&to=${yesterday}`, headers: owner });
    expect(before.body).not.toContain(form.email as string);
  });

  it('lists, filters, exports and unsubscribes subscribers; the link unsubscribes by its token; subscribing again comes back', async () => {
    const content = await loginStaff(t.app, 'content');
    const email = `news-${dialect}-${Date.now()}@example.test`;
    const subscribe = () => t.app.inject({ method: 'POST', url: '/api/customer/index/subscribe', headers: { lang: 'th' }, payload: { email } });
    expect((await subscribe()).json().code).toBe(200);
    const row = await t.app.db.selectFrom('newsletter_subscriber').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.unsubscribe_token).toMatch(/^[\w-]{32}$/);

    const listed = await get(`/api/admin/newsletter/list?q=${encodeURIComponent(email.slice(0, 20))}`, content);
    expect(listed.data.list).toEqual([{ id: row.id, email, lang: row.lang, subscribed_at: row.created_at, state: 'subscribed', unsubscribed_at: null }]);
    expect(listed.data.total).toBe(1);
    expect((await get('/api/admin/newsletter/list?q=%25', content)).data.total).toBe(0);

    // The link: once, twice (the same answer), and a token of no one.
    const link = await get(`/api/customer/newsletter/unsubscribe?token=${row.unsubscribe_token}`);
    expect(link).toMatchObject({ code: 200, data: { email, state: 'unsubscribed' } });
    // Subscribed in Thai, answered in Thai whatever the browser asks for.
    expect(row.lang).toBe('th');
    expect(link.message).toBe(`ยกเลิกการรับแล้ว: ${email} จะไม่ได้รับจดหมายข่าวของ Agora อีกต่อไป`);
    const left = (await get(`/api/admin/newsletter/list?q=${email}`, content)).data.list[0];
    expect(left.state).toBe('unsubscribed');
    expect((await get(`/api/customer/newsletter/unsubscribe?token=${row.unsubscribe_token}`)).code).toBe(200);
    expect((await get(`/api/admin/newsletter/list?q=${email}`, content)).data.list[0].unsubscribed_at).toBe(left.unsubscribed_at);
    expect((await get('/api/customer/newsletter/unsubscribe?token=nobody')).code).toBe(2000019);
    expect((await get('/api/customer/newsletter/unsubscribe')).code).not.toBe(200);
    expect((await get(`/api/admin/newsletter/list?state=unsubscribed&q=${email}`, content)).data.total).toBe(1);
    expect((await get(`/api/admin/newsletter/list?state=subscribed&q=${email}`, content)).data.total).toBe(0);

    // Subscribing again comes back, with the same token.
    expect((await subscribe()).json().code).toBe(200);
    const back = await t.app.db.selectFrom('newsletter_subscriber').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect([back.unsubscribed_at, back.unsubscribe_token]).toEqual([null, row.unsubscribe_token]);

    // The console unsubscribes too; an id of no one is 2000019.
    const byConsole = await postForm(t.app, '/api/admin/newsletter/unsubscribe', { id: row.id }, content);
    expect(byConsole.json()).toMatchObject({ code: 200, data: { id: row.id, state: 'unsubscribed' } });
    expect((await postForm(t.app, '/api/admin/newsletter/unsubscribe', { id: 2_000_000_000 }, content)).json().code).toBe(2000019);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter/export', headers: content });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,email,language,subscribed_at,state,unsubscribed_at,unsubscribe_link');
    expect(lines.find((l) => l.startsWith(`${row.id},`))).toMatch(
      new RegExp(
        `^${row.id},${email},${row.lang},${row.created_at},unsubscribed,\\d{4}-[^,]+,http://[^,]+/#/pages/newsletter/unsubscribe\\?token=${row.unsubscribe_token}$`,
      ),
    );
  });
});
