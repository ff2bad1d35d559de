/**
 * `npm run audit:trail`: checks the audit trail of the database the configuration points at
 * (DATA_DIR's SQLite file, or DATABASE_URL) from its first row to its head, prints how many rows
 * and the head's hash (worth noting down elsewhere: a chain re-hashed end to end by someone with
 * write access to the database would give another), and exits 1 naming the first broken row.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { verifyTrail } from './verify-trail';

const config = loadConfig();
const { db } = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  await migrateToLatest(db);
  const chain = await verifyTrail(db);
  if (chain.broken) console.log(`✘ audit trail broken at row #${chain.broken.id} (${chain.broken.kind}): ${chain.broken.detail}`);
  console.log(
    `audit trail: ${chain.rows} row${chain.rows === 1 ? '' : 's'}, head #${chain.head_id} ${chain.head_hash}, ${chain.intact ? 'chain intact' : 'chain BROKEN'}`,
  );
  process.exitCode = chain.intact ? 0 : 1;
} finally {
  await db.destroy();
}
