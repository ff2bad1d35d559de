import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { auditLedger } from '../audit/ledger-audit';
import { logIn } from '../notices/test-notices';
import { unbalancedWallets } from '../wallet/queries';
import { DEMO_ADMIN, DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';

describe.each(dialects())('the demo’s after-sales on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string>) => (await t.app.inject({ url, headers })).json();

  it('leaves a request waiting in each place, through the real steps, with the books balanced', async () => {
    const [english, japanese, indonesian] = await Promise.all(DEMO_BUYERS.map((b) => logIn(t.app, b.email, DEMO_PASSWORDS.buyer)));
    const states = async (headers: Record<string, string>) =>
      (await get('/api/customer/refund/list?page_size=50', headers)).data.list.map((r: { state: string; type: string }) => `${r.type}:${r.state}`).sort();
    expect(await states(english!)).toEqual(['refund:pending', 'return:goods_sent']);
    expect(await states(japanese!)).toEqual(['refund:escalated']);
    expect(await states(indonesian!)).toEqual(['refund:refunded']);

    // The Indonesian buyer's refund went to her wallet as a ledger row of its own.
    const refunded = (await get('/api/customer/refund/list?state=refunded', indonesian!)).data.list[0];
    const user = await t.app.db.selectFrom('user').select('id').where('email', '=', DEMO_BUYERS[2]!.email).executeTakeFirstOrThrow();
    const row = await t.app.db
      .selectFrom('wallet_ledger')
      .select('amount')
      .where('user_id', '=', user.id)
      .where('reference', '=', `refund:${refunded.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(refunded.amount);
    expect(refunded.amount).toBeGreaterThan(0);

    // Its line's options read in each reader's language, as the order's do.
    const optionNames = async (lang: string) =>
      Object.keys((await get('/api/customer/refund/list?state=refunded', { ...indonesian!, lang })).data.list[0].options).sort();
    const [inEnglish, inJapanese] = [await optionNames('en'), await optionNames('jp')];
    expect(inEnglish.length).toBeGreaterThan(0);
    expect(inJapanese).not.toEqual(inEnglish);

    // The escalated one waits in the admin console with both sides' reasons.
    const admin = await logIn(t.app, DEMO_ADMIN.email, DEMO_PASSWORDS.admin);
    const queue = (await get('/api/admin/refund/list?state=escalated', admin)).data.list;
    expect(queue).toHaveLength(1);
    expect(queue[0].seller_reason).not.toBe('');
    expect(queue[0].escalate_reason).not.toBe('');

    expect(await unbalancedWallets(t.app.db)).toEqual([]);
    expect((await auditLedger(t.app.db)).problems).toEqual([]);
  });

  it('has conversations with a shop and the mall, one closed, their messages spread over time, an unread marker for their readers', async () => {
    const english = await logIn(t.app, DEMO_BUYERS[0]!.email, DEMO_PASSWORDS.buyer);
    const list = (await get('/api/customer/ticket/list', english)).data.list;
    expect(list).toHaveLength(1);
    const conversation = (await get(`/api/customer/ticket/${list[0].id}`, english)).data;
    expect(conversation.messages.map((m: { side: string }) => m.side)).toEqual(['buyer', 'shop', 'buyer']);
    const times = conversation.messages.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect(times[1] - times[0]).toBeGreaterThan(60 * 60 * 1000);
    expect(times[2]).toBeGreaterThan(times[1]);

    const tickets = await t.app.db.selectFrom('ticket').select(['shop_id', 'state', 'staff_unread', 'buyer_unread']).orderBy('id').execute();
    expect(tickets.map((x) => x.state)).toEqual(['open', 'answered', 'closed']);
    expect(tickets[1]!.shop_id).toBeNull();
    // The shop has the buyer's follow-up to read; the Japanese buyer has the mall's answer.
    expect(Number(tickets[0]!.staff_unread)).toBe(1);
    expect(Number(tickets[1]!.buyer_unread)).toBe(1);
  });
});
