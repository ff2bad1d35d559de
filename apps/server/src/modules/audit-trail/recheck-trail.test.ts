/**
 * The console list's check of the chain: after a first whole check it hashes only the rows
 * appended since, and a later alteration of a row it already found sound is still named on the
 * next list (the triggers' change count, or the remembered row's own hash when they were off).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/dialect';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin } from '../shops/test-applicant';
import { recheckTrail } from './recheck-trail';

type Headers = Record<string, string>;

describe.each(dialects())('the audit trail list’s check on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Headers;
  let buyerId: number;

  const chain = async () => (await t.app.inject({ url: '/api/admin/audit-trail/list', headers: admin })).json().data.chain;
  const adjust = (amount: number) => postForm(t.app, '/api/admin/wallet/adjust', { user_id: buyerId, amount, remark: 'recheck' }, admin);
  const setReason = (id: number, reason: string | null) => t.app.db.updateTable('audit_trail').set({ reason }).where('id', '=', id).execute();
  /** Edits rows as someone who can switch the triggers off would. */
  async function withoutTriggers(edit: () => Promise<unknown>) {
    if (isPostgres(t.app.db)) {
      await sql`alter table audit_trail disable trigger audit_trail_changed`.execute(t.app.db);
      await edit();
      await sql`alter table audit_trail enable trigger audit_trail_changed`.execute(t.app.db);
      return;
    }
    await sql`drop trigger audit_trail_updated`.execute(t.app.db);
    await edit();
    await sql`create trigger audit_trail_updated after update on audit_trail
      begin update audit_trail_head set changes = changes + 1 where id = 1; end`.execute(t.app.db);
  }

  beforeAll(async () => {
    admin = await loginAdmin(t.app);
    buyerId = (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data.user.id;
    for (const amount of [100, 200, 300, 400]) expect((await adjust(amount)).json().code).toBe(200);
  });

  it('hashes only the rows appended since its last check', async () => {
    const first = await recheckTrail(t.app.db);
    expect(first.chain).toMatchObject({ intact: true, broken: null });
    for (const amount of [500, 600]) expect((await adjust(amount)).json().code).toBe(200);
    const next = await recheckTrail(t.app.db);
    expect(next.chain).toMatchObject({ intact: true, head_id: first.chain.head_id + 2, rows: first.chain.rows + 2 });
    expect(next.checked).toBe(2);
    expect((await recheckTrail(t.app.db)).checked).toBe(0);
  });

  it('names an alteration of a row it already found sound on the next list, and the repair', async () => {
    expect(await chain()).toMatchObject({ intact: true });
    await setReason(2, 'nothing to see');
    expect(await chain()).toMatchObject({ intact: false, broken: { id: 2, kind: 'altered' } });
    await setReason(2, 'recheck');
    expect(await chain()).toMatchObject({ intact: true, broken: null });

    const deleted = await t.app.db.selectFrom('audit_trail').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('audit_trail').where('id', '=', 3).execute();
    expect(await chain()).toMatchObject({ intact: false, broken: { id: 3, kind: 'deleted' } });
    await t.app.db.insertInto('audit_trail').values(deleted).execute();
    expect(await chain()).toMatchObject({ intact: true });
  });

  it('rechecks the remembered row itself, so an edit of it with the triggers off is still named', async () => {
    const { head_id: head } = await chain();
    await withoutTriggers(() => setReason(head, 'quietly'));
    expect(await chain()).toMatchObject({ intact: false, broken: { id: head, kind: 'altered' } });
    await withoutTriggers(() => setReason(head, 'recheck'));
    expect(await chain()).toMatchObject({ intact: true });
  });
});
