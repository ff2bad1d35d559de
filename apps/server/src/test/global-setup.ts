/**
 * Seeds template databases once per run: a SQLite file and, when TEST_DATABASE_URL is set, a
 * PostgreSQL database. Each test file then clones a template (a file copy, or CREATE DATABASE …
 * TEMPLATE), so files run in parallel on their own real database. Everything is dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { setPasswordCost } from '../lib/password';
import { seedEssentials } from '../modules/seed/essentials';
import { seedDemo } from '../modules/seed/seed-demo';
import { TEST_PASSWORD_COST } from './low-password-cost';
import { adminUrl, databaseUrl, withDatabase } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    pgTemplate: string | null;
  }
}

async function seedInto(options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const { db } = openDatabase(options);
  try {
    await migrateToLatest(db);
    await seedEssentials(db, path.join(options.dataDir, 'media'));
    await seedDemo(db, path.join(options.dataDir, 'media'));
    if (!options.databaseUrl) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
}

export default async function setup(project: TestProject) {
  // The demo's accounts are hashed as cheaply as the tests' own (test/low-password-cost.ts).
  setPasswordCost(TEST_PASSWORD_COST);
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-template-'));
  await seedInto({ dataDir: templateDir });
  project.provide('templateDir', templateDir);

  const base = process.env.TEST_DATABASE_URL;
  let pgTemplate: string | null = null;
  if (base) {
    pgTemplate = `agora_tpl_${process.pid}_${Date.now()}`;
    await withDatabase(adminUrl(base), (db) => sql`create database ${sql.id(pgTemplate as string)}`.execute(db));
    await seedInto({ dataDir: templateDir, databaseUrl: databaseUrl(base, pgTemplate) });
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    if (base && pgTemplate) {
      await withDatabase(adminUrl(base), (db) => sql`drop database if exists ${sql.id(pgTemplate as string)} with (force)`.execute(db));
    }
  };
}
