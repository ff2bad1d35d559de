import type { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/database-before';
import { dialects } from '../../test/test-app';

const THIS = '2026-11-28T1150-settings-admin';

describe.each(dialects())(`migration ${THIS} on %s`, (dialect) => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  let migrator: Migrator;
  let previous: string;
  const rates = { USD: 1, EUR: 0.92, VND: 24850, BTC: 0.000015 };
  const currencies = () => db.selectFrom('currency').select(['code', 'rate_micros', 'enabled']).orderBy('code').execute();

  beforeAll(async () => {
    ({ db, close, migrator, previous } = await databaseBefore(dialect, THIS));
    await db
      .insertInto('currency')
      .values(Object.entries(rates).map(([code, rate], sort) => ({ code, name: code, symbol: code, rate, sort })))
      .execute();
    await db
      .insertInto('language')
      .values([
        { code: 'en', name: 'English', sort: 0 },
        { code: 'th', name: 'ไทย', sort: 1 },
      ])
      .execute();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
  afterAll(() => close());

  it('keeps every rate as an integer in millionths, every currency and language offered', async () => {
    expect((await currencies()).map((c) => [c.code, Number(c.rate_micros), Number(c.enabled)])).toEqual([
      ['BTC', 15, 1],
      ['EUR', 920_000, 1],
      ['USD', 1_000_000, 1],
      ['VND', 24_850_000_000, 1],
    ]);
    expect((await db.selectFrom('language').select(['code', 'enabled']).orderBy('code').execute()).map((l) => [l.code, Number(l.enabled)])).toEqual([
      ['en', 1],
      ['th', 1],
    ]);
    // Orders placed before it have no affiliate rate of their own.
    expect(await db.selectFrom('orders').select('affiliate_bps').execute()).toEqual([]);
  });

  it('goes back to decimal rates', async () => {
    await db.updateTable('currency').set({ rate_micros: 875_000 }).where('code', '=', 'EUR').execute();
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const rows = await db.selectFrom('currency').select(['code', 'rate']).orderBy('code').execute();
    expect(Object.fromEntries(rows.map((r) => [r.code, Number(r.rate)]))).toEqual({ BTC: 0.000015, EUR: 0.875, USD: 1, VND: 24850 });
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
});
