import type { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/dialect';
import { databaseBefore } from '../../test/database-before';
import { dialects } from '../../test/test-app';
import { normalTransactionId } from './transaction-id';

const THIS = '2026-11-28T0910-recharge-transaction-key';

describe.each(dialects())(`migration ${THIS} on %s`, (dialect) => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  let migrator: Migrator;
  let previous: string;
  let userId = 0;
  let walletTypeId = 0;
  const now = new Date().toISOString();
  // In id order: the second and the fourth are the first again; the fifth is what the fourth's
  // suffixed key would be without the space, typed by a buyer.
  const typed = ['ABC-123', 'abc\u200B-123', 'xyz-9', 'ＡＢＣ－１２３', 'abc-123#4'];

  const insert = async (table: string, values: Record<string, unknown>) =>
    (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
  const recharge = (transactionId: string, extra: Record<string, unknown> = {}) =>
    insert('recharge', {
      user_id: userId,
      wallet_type_id: walletTypeId,
      wallet_name: 'USDT',
      amount: 2500,
      rate_micros: 1_000_000,
      transaction_id: transactionId,
      voucher: 'upload/proof.webp',
      created_at: now,
      ...extra,
    });
  const rows = () => db.selectFrom('recharge').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    ({ db, close, migrator, previous } = await databaseBefore(dialect, THIS));
    userId = await insert('user', {
      firstname: 'Buyer',
      email: 'b@example.test',
      password_hash: 'x',
      invitation_code: 'CODE0001',
      created_at: now,
      updated_at: now,
    });
    walletTypeId = await insert('wallet_type', { name: 'USDT', code: 'USDT-X' });
    for (const id of typed) await recharge(id);
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  it('gives each top-up its normal form, later duplicates suffixed with their id, and changes nothing else', async () => {
    const before = await rows();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const after = await rows();
    expect(after.map(({ transaction_key: _, ...rest }) => rest)).toEqual(before);
    const ids = before.map((r) => r.id as number);
    expect(after.map((r) => r.transaction_key)).toEqual(['abc-123', `abc-123 #${ids[1]}`, 'xyz-9', `abc-123 #${ids[3]}`, 'abc-123#4']);
    // The migration's frozen copy of the normal form agrees with the module's.
    for (const [i, row] of after.entries()) {
      if (!String(row.transaction_key).includes(' ')) expect(row.transaction_key).toBe(normalTransactionId(typed[i] as string));
    }
  });

  it('refuses a second row with a key taken, and a row without a key on PostgreSQL', async () => {
    await expect(recharge('new-1', { transaction_key: 'abc-123' })).rejects.toThrow(/unique|duplicate/i);
    await expect(recharge('new-2', { transaction_key: `abc-123 #${(await rows())[1]!.id}` })).rejects.toThrow(/unique|duplicate/i);
    expect(await recharge('new-3', { transaction_key: 'new-3' })).toBeGreaterThan(0);
    if (isPostgres(db)) await expect(recharge('new-4')).rejects.toThrow(/null/i);
  });

  it('goes down and up again, keeping every top-up', async () => {
    await db.deleteFrom('recharge').where('transaction_id', 'like', 'new-%').execute();
    const before = await rows();
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    expect(await rows()).toEqual(before.map(({ transaction_key: _, ...rest }) => rest));
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect(await rows()).toEqual(before);
  });
});
