import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { logIn, notifyApproved, registerBuyer } from './test-notices';

describe.each(dialects())('the session’s notify flag on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const info = async (headers: Record<string, string>) => (await get('/api/customer/info/get_userinfo', headers)).json().data;
  const open = async (headers: Record<string, string>) => (await t.app.inject({ method: 'POST', url: '/api/customer/user/notices-opened', headers })).json();

  it('is lowered by opening the notices page while each notice stays unread, and raised by a newer notice', async () => {
    const ann = await registerBuyer(t.app);
    expect(await info(ann.headers)).toMatchObject({ notify: 0, notice: { count: 0 } });
    const first = await notifyApproved(t.app, ann.id, 'First lamp');
    await notifyApproved(t.app, ann.id, 'Second lamp');
    expect(await info(ann.headers)).toMatchObject({ notify: 1, notice: { count: 2 } });

    expect(await open(ann.headers)).toEqual({ code: 200, message: expect.any(String), data: { notify: 0 } });
    // The flag is down; both notices are still unread, one by one.
    expect(await info(ann.headers)).toMatchObject({ notify: 0, notice: { count: 2 } });
    const unread = (await get('/api/customer/user/notices?read=0', ann.headers)).json().data;
    expect(unread.list.map((n: { read: number }) => n.read)).toEqual([0, 0]);

    // Reading one keeps the flag down; a newer notice raises it.
    await get(`/api/customer/user/notice-read?id=${first}`, ann.headers);
    expect(await info(ann.headers)).toMatchObject({ notify: 0, notice: { count: 1 } });
    await notifyApproved(t.app, ann.id, 'Third lamp');
    expect(await info(ann.headers)).toMatchObject({ notify: 1, notice: { count: 2 } });
  });

  it('belongs to the session: another login of the account keeps its own', async () => {
    const ann = await registerBuyer(t.app);
    await notifyApproved(t.app, ann.id);
    const phone = await logIn(t.app, ann.email, ann.password);
    await open(ann.headers);
    expect((await info(ann.headers)).notify).toBe(0);
    expect((await info(phone)).notify).toBe(1);
    // Reading the last unread notice lowers every session's flag.
    await get('/api/customer/user/notice-read?id=all', ann.headers);
    expect((await info(phone)).notify).toBe(0);
  });

  it('needs a login', async () => {
    expect((await open({})).code).toBe(1100003);
  });
});
