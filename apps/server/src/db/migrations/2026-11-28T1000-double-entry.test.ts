import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../../modules/audit/ledger-audit';
import { readBooks } from '../../modules/books/trial-balance';
import { emptyDatabase } from '../../test/empty-database';
import { dialects } from '../../test/test-app';
import { isPostgres } from '../dialect';
import { migrations } from '../migrate';

/** The last migration of the version the fixtures were made with. */
const MADE_AT = '2026-11-26T0920-content';
const FIXTURES = ['2026-11-26-demo-money', '2026-11-26-random-money'];
const TABLES = [
  'user',
  'shop',
  'wallet_type',
  'checkout',
  'orders',
  'order_item',
  'card_payment',
  'refund_request',
  'wallet',
  'wallet_ledger',
  'recharge',
  'withdrawal',
];

/** Loads the fixture's rows as they were (ids included); foreign keys are not checked while loading (the fixture holds the money tables only). */
async function load(db: Kysely<any>, fixture: Record<string, Record<string, unknown>[]>) {
  // The demo's rows reference products, addresses and more that the fixture leaves out.
  const insertAll = async (trx: Kysely<any>) => {
    for (const table of TABLES) {
      for (let i = 0; i < (fixture[table]?.length ?? 0); i += 100)
        await trx
          .insertInto(table)
          .values(fixture[table]!.slice(i, i + 100))
          .execute();
    }
  };
  if (isPostgres(db)) {
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await insertAll(trx);
    });
    for (const table of TABLES.filter((t) => t !== 'wallet'))
      await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1))`.execute(db);
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    await insertAll(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

describe.each(dialects())('the double-entry migration on %s, on money an earlier version made', (dialect) => {
  it.each(FIXTURES)(
    '%s: balanced books, a clean audit, and cash on delivery charged to its sellers once',
    async (name) => {
      const fixture = JSON.parse(gunzipSync(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json.gz`))).toString('utf8'));
      const { db, close } = await emptyDatabase(dialect);
      try {
        const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
        expect((await migrator.migrateTo(MADE_AT)).error).toBeUndefined();
        await load(db, fixture);
        const before = new Map((await db.selectFrom('wallet').select(['user_id', 'balance']).execute()).map((w) => [w.user_id, Number(w.balance)]));

        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const books = await readBooks(db);
        expect(books.total).toBe(0);
        expect((await auditLedger(db)).problems).toEqual([]);
        // Every statement row found its place in an entry: none was left to the migration's catch-all.
        const entries = await db.selectFrom('journal_entry').select(['kind', 'memo']).execute();
        expect(entries.filter((e) => e.memo !== '')).toEqual([]);
        const kinds = new Set(entries.map((e) => e.kind));
        const all = ['payment', 'settlement', 'cancellation', 'refund', 'card_refund', 'top_up', 'withdrawal', 'adjustment'];
        // The demo gave no card money back; the random operations did every kind of movement.
        expect(all.filter((kind) => !kinds.has(kind))).toEqual(name.includes('random') ? [] : ['card_refund']);

        // Each settled cash-on-delivery order's cash, charged to its shop's owner, and nothing else moved.
        const owners = new Map<number, number>(fixture.shop.map((s: { id: number; user_id: number }) => [s.id, s.user_id]));
        const cash = new Map<number, number>();
        for (const order of fixture.orders as { shop_id: number; payment_method: string; settled_at: string | null; actual_pay: number }[]) {
          if (order.payment_method !== 'cod' || order.settled_at === null) continue;
          const owner = owners.get(order.shop_id) as number;
          cash.set(owner, (cash.get(owner) ?? 0) + Number(order.actual_pay));
        }
        expect([...cash.values()].some((amount) => amount > 0)).toBe(true);
        const after = await db.selectFrom('wallet').select(['user_id', 'balance']).execute();
        for (const wallet of after)
          expect(Number(wallet.balance), `wallet ${wallet.user_id}`).toBe((before.get(wallet.user_id) ?? 0) - (cash.get(wallet.user_id) ?? 0));
      } finally {
        await close();
      }
    },
    60_000,
  );
});
