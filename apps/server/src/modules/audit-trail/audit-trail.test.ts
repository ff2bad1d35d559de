/**
 * The audit trail through the app: operators' and sellers' successful writes append rows (reads
 * and refusals do not), the chain verifies, and an alteration, deletion or insertion made in the
 * database is found at its first broken row; concurrent writes keep one chain; the console's
 * list filters and its export is CSV.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { newSeller, type TestSeller } from '../seller/test-seller';
import { loginAdmin, loginStaff } from '../shops/test-applicant';
import { appendTrail } from './append-trail';
import { rowHash } from './trail-hash';
import { verifyTrail } from './verify-trail';

type Headers = Record<string, string>;

const lastRow = (app: FastifyInstance) => app.db.selectFrom('audit_trail').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
const rowCount = async (app: FastifyInstance) =>
  Number(
    (
      await app.db
        .selectFrom('audit_trail')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialects())('the audit trail on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Headers;
  let adminId: number;
  let buyerId: number;
  let seller: TestSeller;

  const list = async (query = '', headers = admin) => (await t.app.inject({ url: `/api/admin/audit-trail/list${query}`, headers })).json();
  const adjust = (amount: number, remark = 'goodwill', userId = buyerId) =>
    postForm(t.app, '/api/admin/wallet/adjust', { user_id: userId, amount, remark }, admin);

  beforeAll(async () => {
    admin = await loginAdmin(t.app);
    adminId = (await t.app.db.selectFrom('user').select('id').where('email', '=', 'admin@agora.test').executeTakeFirstOrThrow()).id;
    buyerId = (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data.user.id;
    seller = await newSeller(t.app, 'Trail Shop');
  });

  it('appends an operator’s write with who, roles, address, action, target, before, after and reason', async () => {
    const before = await rowCount(t.app);
    const answer = (await adjust(1250, 'goodwill for a late parcel')).json();
    expect(answer.code).toBe(200);
    expect(await rowCount(t.app)).toBe(before + 1);
    const row = await lastRow(t.app);
    expect(row).toMatchObject({
      actor_user_id: adminId,
      actor_roles: 'owner',
      actor_shop_id: null,
      ip: '127.0.0.1',
      action: 'POST /api/admin/wallet/adjust',
      target_type: 'wallet',
      target_id: String(buyerId),
      reason: 'goodwill for a late parcel',
    });
    expect(JSON.parse(row?.before ?? 'null')).toEqual({ balance: answer.data.balance - 1250 });
    expect(JSON.parse(row?.after ?? 'null')).toMatchObject({ balance: answer.data.balance, amount: 1250, ledger_id: answer.data.ledger_id });
  });

  it('records a shop’s commission before and after', async () => {
    await postForm(t.app, '/api/admin/shop/commission', { shop_id: seller.shopId, commission_bps: 800 }, admin);
    expect((await postForm(t.app, '/api/admin/shop/commission', { shop_id: seller.shopId, commission_bps: 650 }, admin)).json().code).toBe(200);
    const row = await lastRow(t.app);
    expect(row).toMatchObject({ action: 'POST /api/admin/shop/commission', target_type: 'shop', target_id: String(seller.shopId) });
    expect(JSON.parse(row?.before ?? '')).toEqual({ commission_bps: 800 });
    expect(JSON.parse(row?.after ?? '')).toEqual({ commission_bps: 650 });
  });

  it('appends a seller’s write, with the shop, and the body as the state after', async () => {
    const body = {
      name: 'Trail Shop Renamed',
      description_en: 'We sell trails',
      contact: '+15550001111',
      email: 'trail@example.test',
      address: '1 Chain Street',
    };
    expect((await postForm(t.app, '/api/seller/shop', body, seller.headers)).json().code).toBe(200);
    const row = await lastRow(t.app);
    expect(row).toMatchObject({
      actor_user_id: seller.userId,
      actor_roles: 'seller',
      actor_shop_id: seller.shopId,
      action: 'POST /api/seller/shop',
      target_type: 'shop',
      target_id: String(seller.shopId),
      before: null,
    });
    expect(JSON.parse(row?.after ?? '')).toMatchObject({ name: 'Trail Shop Renamed', address: '1 Chain Street' });
  });

  it('appends nothing for a read, a refused write or a caller the route is not open to', async () => {
    const before = await rowCount(t.app);
    expect((await t.app.inject({ url: '/api/admin/shop/applications', headers: admin })).json().code).toBe(200);
    expect((await t.app.inject({ url: '/api/seller/shop', headers: seller.headers })).json().code).toBe(200);
    // Refusals answer HTTP 200 with their own code, or 4xx: neither is a write.
    expect((await adjust(-10_000_000)).json().code).toBe(ErrorCode.balanceInsufficient);
    expect((await adjust(0)).json().code).toBe(ErrorCode.invalidParameter);
    expect((await adjust(5, 'x', 2_000_000_000)).json().code).toBe(ErrorCode.noData);
    const catalogue = await loginStaff(t.app, 'catalogue');
    expect((await postForm(t.app, '/api/admin/wallet/adjust', { user_id: buyerId, amount: 5, remark: 'x' }, catalogue)).json().code).toBe(
      ErrorCode.noPermission,
    );
    expect(await rowCount(t.app)).toBe(before);
  });

  it('keeps one chain under concurrent writes', async () => {
    const before = await rowCount(t.app);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => adjust(100 + i, `concurrent ${i}`)));
    expect(answers.map((a) => a.json().code)).toEqual(Array(16).fill(200));
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        appendTrail(t.app.db, {
          actor_user_id: adminId,
          actor_roles: 'owner',
          actor_shop_id: null,
          ip: '10.0.0.1',
          action: 'POST /test/direct',
          target_type: 'test',
          target_id: String(i),
          before: null,
          after: null,
          reason: null,
        }),
      ),
    );
    const rows = await t.app.db.selectFrom('audit_trail').select(['id', 'prev_hash', 'hash']).orderBy('id').execute();
    expect(rows.length).toBe(before + 40);
    rows.forEach((row, i) => {
      expect(row.id).toBe(i + 1);
      expect(row.prev_hash).toBe(i === 0 ? '0'.repeat(64) : rows[i - 1]?.hash);
    });
    expect(await verifyTrail(t.app.db)).toMatchObject({ intact: true, rows: before + 40, broken: null });
  });

  it('lists newest first with the chain intact, and filters by actor, target, action and day', async () => {
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.data.chain).toMatchObject({ intact: true, broken: null });
    expect(all.data.chain.rows).toBe(all.data.total);
    expect(all.data.list[0].id).toBe(all.data.total);

    const bySeller = await list(`?actor=${seller.userId}`);
    expect(bySeller.data.total).toBe(1);
    expect(bySeller.data.list[0].action).toBe('POST /api/seller/shop');
    const byEmail = await list('?actor=ADMIN%40agora');
    expect(byEmail.data.total).toBeGreaterThanOrEqual(19);
    expect(byEmail.data.list.every((row: { actor_email: string }) => row.actor_email === 'admin@agora.test')).toBe(true);

    expect((await list(`?target=shop:${seller.shopId}`)).data.total).toBe(3);
    expect((await list(`?target=wallet:${buyerId}&page_size=5`)).data).toMatchObject({ total: 17, page_size: 5 });
    expect((await list('?action=commission')).data.total).toBe(2);
    expect((await list('?action=100%25')).data.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).data.total).toBe(all.data.total);
    expect((await list('?to=2020-01-01')).data.total).toBe(0);
    expect((await list('?from=yesterday')).code).toBe(ErrorCode.invalidParameter);
  });

  it('is for the owner and finance only', async () => {
    expect((await list('', await loginStaff(t.app, 'finance'))).code).toBe(200);
    expect((await list('', await loginStaff(t.app, 'support'))).code).toBe(ErrorCode.noPermission);
    expect((await t.app.inject({ url: '/api/admin/audit-trail/export', headers: await loginStaff(t.app, 'catalogue') })).json().code).toBe(
      ErrorCode.noPermission,
    );
  });

  it('exports the filtered rows as CSV with a header row', async () => {
    const answer = await t.app.inject({ url: '/api/admin/audit-trail/export?action=commission', headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor_user_id,actor_email,actor_roles,actor_shop_id,ip,action,target_type,target_id,reason,before,after,hash');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',admin@agora.test,owner,,127.0.0.1,POST /api/admin/shop/commission,shop,');
    expect(lines[1]).toContain('"{""commission_bps"":800}","{""commission_bps"":650}"');
  });

  describe('tampering in the database', () => {
    const row = (id: number) => t.app.db.selectFrom('audit_trail').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const broken = async () => (await verifyTrail(t.app.db)).broken;

    it('finds an altered row, and the console names it', async () => {
      await t.app.db.updateTable('audit_trail').set({ reason: 'nothing to see' }).where('id', '=', 2).execute();
      expect(await broken()).toMatchObject({ id: 2, kind: 'altered' });
      expect((await list()).data.chain).toMatchObject({ intact: false, broken: { id: 2, kind: 'altered' } });
      await t.app.db.updateTable('audit_trail').set({ reason: null }).where('id', '=', 2).execute();
      expect(await broken()).toBeNull();
    });

    it('finds a row altered and re-hashed at the row after it', async () => {
      const original = await row(3);
      const forged = { ...original, after: '{"balance":1}' };
      await t.app.db
        .updateTable('audit_trail')
        .set({ after: forged.after, hash: rowHash(forged) })
        .where('id', '=', 3)
        .execute();
      expect(await broken()).toMatchObject({ id: 4, kind: 'altered', detail: expect.stringContaining('row #3') });
      await t.app.db.updateTable('audit_trail').set({ after: original.after, hash: original.hash }).where('id', '=', 3).execute();
      expect(await broken()).toBeNull();
    });

    it('finds a deleted row, and a deleted last row', async () => {
      const middle = await row(5);
      await t.app.db.deleteFrom('audit_trail').where('id', '=', 5).execute();
      expect(await broken()).toMatchObject({ id: 5, kind: 'deleted' });
      await t.app.db.insertInto('audit_trail').values(middle).execute();

      const head = (await verifyTrail(t.app.db)).head_id;
      const last = await row(head);
      await t.app.db.deleteFrom('audit_trail').where('id', '=', head).execute();
      expect(await broken()).toMatchObject({ id: head, kind: 'deleted' });
      await t.app.db.insertInto('audit_trail').values(last).execute();
      expect(await broken()).toBeNull();
    });

    it('finds an inserted row', async () => {
      const head = (await verifyTrail(t.app.db)).head_id;
      const fake = { ...(await row(head)), id: head + 1, reason: 'made up' };
      await t.app.db
        .insertInto('audit_trail')
        .values({ ...fake, prev_hash: (await row(head)).hash, hash: rowHash({ ...fake, prev_hash: (await row(head)).hash }) })
        .execute();
      expect(await broken()).toMatchObject({ id: head + 1, kind: 'inserted' });
      // The next real append cannot take the forged row's place: it fails (and is logged), the write still answers.
      expect((await adjust(1)).json().code).toBe(200);
      await t.app.db
        .deleteFrom('audit_trail')
        .where('id', '=', head + 1)
        .execute();
      await t.app.db.updateTable('audit_trail_head').set({ last_id: head }).where('id', '=', 1).execute();
      expect(await broken()).toBeNull();
    });
  });
});
