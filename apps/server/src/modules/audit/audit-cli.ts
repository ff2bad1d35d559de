/**
 * `npm run audit:ledger`: checks the books of the database the configuration points at (DATA_DIR's
 * SQLite file, or DATABASE_URL), prints a summary and each mismatch, keeps the result for the
 * admin console, and exits 1 when anything does not match.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { auditLedger, saveAuditResult } from './ledger-audit';

const config = loadConfig();
const { db } = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
try {
  await migrateToLatest(db);
  const result = await auditLedger(db);
  await saveAuditResult(db, result);
  for (const problem of result.problems) console.log(`✘ ${problem.kind} ${problem.id}: ${problem.detail}`);
  console.log(`ledger audit: ${result.wallets} wallets, ${result.problems.length} mismatch${result.problems.length === 1 ? '' : 'es'}`);
  process.exitCode = result.problems.length ? 1 : 0;
} finally {
  await db.destroy();
}
