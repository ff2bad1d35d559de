/** Opens the database: a SQLite file under DATA_DIR by default, PostgreSQL when DATABASE_URL says so. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** The database or a transaction on it: what a query run inside a caller's transaction takes. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type DialectName = 'sqlite' | 'postgres';

// COUNT(*) and BIGINT money columns come back from pg as strings; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * @example const db = openDatabase({ dataDir: './data' }) // ./data/agora.sqlite
 */
export function openDatabase(options: DatabaseOptions): { db: Db; dialect: DialectName } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be ended by the server (restart, admin, failover); pg-pool then emits
    // 'error', and with no listener Node would exit. The pool replaces the connection on its own.
    pool.on('error', (error) => console.error('PostgreSQL idle connection closed:', error.message));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'agora.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  // Keep the planner's statistics fresh where tables grew or shrank a lot (cheap when nothing did).
  file.pragma('analysis_limit = 1000');
  file.pragma('optimize = 0x10002');
  // A long-running server looks again every hour, as SQLite advises: a catalogue that grew from
  // the demo's 67 products to thousands would otherwise be planned with the demo's statistics.
  const optimize = setInterval(() => file.open && file.pragma('optimize'), 3600_000);
  optimize.unref();
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file, () => clearInterval(optimize)) }) }), dialect: 'sqlite' };
}

/** How many prepared statements to keep: every distinct query text of the app fits many times. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew; compiling the SQL was a fifth of a catalogue request's time.
 * The same text gets the same prepared statement back (queries run one at a time, so sharing is
 * safe), the least recently used going first when the cache is full.
 */
function withStatementCache(file: SQLite.Database, beforeClose: () => void) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      beforeClose();
      file.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = file.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
