/** The overview's queues: every queue an operator decides, each counted, and only the ones the caller's roles open. */
import { ADMIN_QUEUES } from '@agora/contract/admin-queues';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin, loginStaff } from '../shops/test-applicant';

describe.each(dialects())('the queues on %s', (dialect) => {
  const t = useTestApp(dialect);
  const queues = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/admin/queues', headers })).json().data;

  it('counts what waits in every queue for the owner, as the tables hold it, and a new conversation with the mall adds one', async () => {
    const db = t.app.db;
    const n = async (query: Promise<{ n: unknown } | undefined>) => Number((await query)?.n);
    const owner = await loginAdmin(t.app);
    const before = await queues(owner);
    expect(Object.keys(before).sort()).toEqual([...ADMIN_QUEUES].sort());
    expect(before).toEqual({
      applications: await n(
        db
          .selectFrom('shop_application')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ),
      products: await n(
        db
          .selectFrom('product')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ),
      stock: await n(
        db
          .selectFrom('stock_application')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ),
      topups: await n(
        db
          .selectFrom('recharge')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', 'pending')
          .executeTakeFirst(),
      ),
      withdrawals: await n(
        db
          .selectFrom('withdrawal')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', 'pending')
          .executeTakeFirst(),
      ),
      refunds: await n(
        db
          .selectFrom('refund_request')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', 'escalated')
          .executeTakeFirst(),
      ),
      support: await n(
        db
          .selectFrom('ticket')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('shop_id', 'is', null)
          .where('state', '=', 'open')
          .executeTakeFirst(),
      ),
    });
    // The demo leaves work in the money queues, as a real morning would.
    expect(before.topups).toBeGreaterThan(0);
    expect(before.withdrawals).toBeGreaterThan(0);

    const buyer = { 'access-token': (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data['access-token'] as string };
    expect((await postForm(t.app, '/api/customer/ticket/create', { subject: 'Where is my parcel?', body: 'It has been a week.' }, buyer)).json().code).toBe(
      200,
    );
    expect((await queues(owner)).support).toBe(before.support + 1);
  });

  it('answers only the queues the caller’s roles open', async () => {
    expect(Object.keys(await queues(await loginStaff(t.app, 'finance'))).sort()).toEqual(['topups', 'withdrawals']);
    expect(Object.keys(await queues(await loginStaff(t.app, 'catalogue'))).sort()).toEqual(['applications', 'products', 'stock']);
    expect(Object.keys(await queues(await loginStaff(t.app, 'content')))).toEqual([]);
  });
});
