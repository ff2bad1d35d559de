/**
 * An empty database of the dialect (no migration run), for a migration's own test: a SQLite file in
 * a folder of its own, or a new PostgreSQL database on TEST_DATABASE_URL's server; `close` drops it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type DialectName, openDatabase } from '../db/database';
import { adminUrl, databaseUrl, withDatabase } from './postgres-urls';

export async function emptyDatabase(dialect: DialectName): Promise<{ db: Kysely<any>; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-migration-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (dialect === 'sqlite' || !base) {
    const { db } = openDatabase({ dataDir });
    const close = async () => {
      await db.destroy();
      removeDir();
    };
    return { db, close };
  }
  const name = `agora_m_${randomBytes(6).toString('hex')}`;
  await withDatabase(adminUrl(base), (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  const { db } = openDatabase({ dataDir, databaseUrl: databaseUrl(base, name) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await withDatabase(adminUrl(base), (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
      removeDir();
    },
  };
}
