/**
 * A migration's own test starts here: an empty database of the dialect (see empty-database.ts),
 * migrated up to `previous`, the migration just before `migration`, with the migrator to go on
 * (`migrateTo(migration)`) and back.
 * @example ({ db, close, migrator, previous } = await databaseBefore(dialect, '2026-11-28T1150-settings-admin'));
 */
import { type Kysely, Migrator } from 'kysely';
import { expect } from 'vitest';
import type { DialectName } from '../db/database';
import { migrations } from '../db/migrate';
import { emptyDatabase } from './empty-database';

export async function databaseBefore(
  dialect: DialectName,
  migration: string,
): Promise<{ db: Kysely<any>; close: () => Promise<void>; migrator: Migrator; previous: string }> {
  const names = Object.keys(migrations).sort();
  const previous = names[names.indexOf(migration) - 1] as string;
  const { db, close } = await emptyDatabase(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(previous);
  // The caller's afterAll never gets `close` when this fails, so the database goes here.
  if (error) await close();
  expect(error).toBeUndefined();
  return { db, close, migrator, previous };
}
