/** Runs the migrations, which are imported statically so the bundle-free `tsx` start finds them. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as foundation from './migrations/2026-11-22T1900-foundation';
import * as catalogue from './migrations/2026-11-22T2010-catalogue';

const migrations: Record<string, Migration> = {
  '2026-11-22T1900-foundation': foundation,
  '2026-11-22T2010-catalogue': catalogue,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
