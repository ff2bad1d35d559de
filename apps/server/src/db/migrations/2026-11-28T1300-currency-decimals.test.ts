import type { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/database-before';
import { dialects } from '../../test/test-app';

const THIS = '2026-11-28T1300-currency-decimals';

describe.each(dialects())(`migration ${THIS} on %s`, (dialect) => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  let migrator: Migrator;
  let previous: string;
  const codes = ['USD', 'JPY', 'VND', 'KRW', 'IDR', 'TWD', 'CLP', 'KWD', 'EUR'];

  beforeAll(async () => {
    ({ db, close, migrator, previous } = await databaseBefore(dialect, THIS));
    await db
      .insertInto('currency')
      .values(codes.map((code, sort) => ({ code, name: code, symbol: code, rate_micros: 1_000_000, sort })))
      .execute();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
  afterAll(() => close());

  it('shows the currencies without cents whole, the dinars with 3 and the rest with 2', async () => {
    const rows = await db.selectFrom('currency').select(['code', 'decimals']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.code, Number(r.decimals)]))).toEqual({
      USD: 2,
      JPY: 0,
      VND: 0,
      KRW: 0,
      IDR: 0,
      TWD: 0,
      CLP: 0,
      KWD: 3,
      EUR: 2,
    });
    // A currency added later without decimals takes 2.
    await db.insertInto('currency').values({ code: 'CHF', name: 'CHF', symbol: 'Fr', rate_micros: 880_000, sort: 9 }).execute();
    expect(Number((await db.selectFrom('currency').select('decimals').where('code', '=', 'CHF').executeTakeFirstOrThrow()).decimals)).toBe(2);
  });

  it('goes back without the column', async () => {
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const row = await db.selectFrom('currency').selectAll().where('code', '=', 'JPY').executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty('decimals');
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
});
