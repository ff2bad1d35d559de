/** The newsletter's unsubscribe tokens: subscribers who were there before get one each, all different; the way back drops them. */
import type { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/database-before';
import { dialects } from '../../test/test-app';

const THIS = '2026-11-28T1180-reports-newsletter';

describe.each(dialects())(`migration ${THIS} on %s`, (dialect) => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  let migrator: Migrator;
  let previous: string;

  beforeAll(async () => {
    ({ db, close, migrator, previous } = await databaseBefore(dialect, THIS));
    await db
      .insertInto('newsletter_subscriber')
      .values(['a@example.test', 'b@example.test', 'c@example.test'].map((email) => ({ email, lang: 'en', created_at: '2026-01-01T00:00:00.000Z' })))
      .execute();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
  afterAll(() => close());

  it('gives every existing subscriber its own random token, subscribed, and refuses a repeated token', async () => {
    const rows = await db.selectFrom('newsletter_subscriber').select(['unsubscribe_token', 'unsubscribed_at']).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect([row.unsubscribe_token.length >= 32, row.unsubscribed_at]).toEqual([true, null]);
    expect(new Set(rows.map((row) => row.unsubscribe_token)).size).toBe(3);
    await expect(
      db
        .insertInto('newsletter_subscriber')
        .values({ email: 'd@example.test', lang: 'en', created_at: '2026-01-02T00:00:00.000Z', unsubscribe_token: rows[0]?.unsubscribe_token })
        .execute(),
    ).rejects.toThrow();
  });

  it('goes back without the columns, and forward again', async () => {
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    expect(Object.keys((await db.selectFrom('newsletter_subscriber').selectAll().executeTakeFirstOrThrow()) as object).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'lang',
    ]);
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
});
