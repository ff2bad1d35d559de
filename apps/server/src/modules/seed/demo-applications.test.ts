import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { isOwnUpload } from '../users/queries';
import { DEMO_ADMIN, DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';

describe.each(dialects())('demo shop applications on %s', (dialect) => {
  const t = useTestApp(dialect);
  const applicationOf = (email: string) =>
    t.app.db
      .selectFrom('shop_application as a')
      .innerJoin('user as u', 'u.id', 'a.user_id')
      .selectAll('a')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();

  it('has one pending application with two ID pictures the applicant uploaded, and its notice under review', async () => {
    const pending = await applicationOf((DEMO_BUYERS[1] as { email: string }).email);
    expect(pending.status).toBe('pending');
    for (const file of [pending.id_front_image, pending.id_back_image]) {
      expect(await isOwnUpload(t.app.db, pending.user_id, file)).toBe(true);
      expect(fs.statSync(path.join(t.dataDir, 'media', file)).size).toBeGreaterThan(1000);
    }
    const notice = await t.app.db.selectFrom('notice').selectAll().where('type', '=', 100).where('ref_id', '=', pending.id).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ user_id: pending.user_id, state: 0, template: 'shopApplicationReceived' });
  });

  it('has one refused application with its reason, shown to its applicant, and its notice failed', async () => {
    const buyer = DEMO_BUYERS[2] as { email: string };
    const rejected = await applicationOf(buyer.email);
    expect(rejected.status).toBe('rejected');
    expect(rejected.reason.length).toBeGreaterThan(10);
    const adminId = (await t.app.db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow()).id;
    expect(rejected.reviewed_by).toBe(adminId);
    const notice = await t.app.db.selectFrom('notice').selectAll().where('type', '=', 100).where('ref_id', '=', rejected.id).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ state: -1, template: 'shopApplicationRejected' });
    expect(JSON.parse(notice.params)).toEqual({ shop: rejected.shop_name, reason: rejected.reason });

    const token = (await postForm(t.app, '/api/customer/login/account', { email: buyer.email, password: DEMO_PASSWORDS.buyer })).json().data['access-token'];
    const mine = (await t.app.inject({ url: '/api/customer/user/seller-application', headers: { 'access-token': token } })).json();
    expect(mine.data).toMatchObject({ status: 'rejected', reason: rejected.reason });
  });
});
