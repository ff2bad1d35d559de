/**
 * A real app on a real database for one test file: a copy of the seeded SQLite template, or a
 * PostgreSQL database cloned from the template.
 * @example
 * describe.each(dialects())('%s', (dialect) => {
 *   const t = useTestApp(dialect);
 *   it('answers', async () => expect((await t.app.inject('/api/health')).statusCode).toBe(200));
 * });
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DialectName } from '../db/database';
import { adminUrl, databaseUrl, withDatabase } from './postgres-urls';

export function dialects(): DialectName[] {
  return inject('pgTemplate') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
}

export async function createTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void,
): Promise<TestApp & { close(): Promise<void> }> {
  const templateDir = inject('templateDir');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-test-'));
  fs.copyFileSync(path.join(templateDir, 'agora.sqlite'), path.join(dataDir, 'agora.sqlite'));
  // A real media folder (uploads write into it) whose seeded entries link to the read-only template.
  fs.mkdirSync(path.join(dataDir, 'media'));
  for (const entry of fs.readdirSync(path.join(templateDir, 'media'))) {
    fs.symlinkSync(path.join(templateDir, 'media', entry), path.join(dataDir, 'media', entry));
  }

  let dropDatabase = async () => {};
  let databaseEnv: Record<string, string> = {};
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (dialect === 'postgres' && base && template) {
    const name = `agora_t_${randomBytes(6).toString('hex')}`;
    await withDatabase(adminUrl(base), (db) => sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(db));
    databaseEnv = { DATABASE_URL: databaseUrl(base, name) };
    dropDatabase = () => withDatabase(adminUrl(base), (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db)).then(() => {});
  }

  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...databaseEnv,
    ...env,
  });
  const app = await buildApp(config);
  prepare?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates the app before the file's tests and closes it after; read `.app` inside tests. */
export function useTestApp(dialect: DialectName, env: Record<string, string> = {}, prepare?: (app: FastifyInstance) => void): TestApp {
  const holder = {} as TestApp & { close?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(dialect, env, prepare));
  }, 60_000);
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** Sends a form-encoded POST, as the web app does. */
export function postForm(app: FastifyInstance, url: string, body: Record<string, string | number>, headers: Record<string, string> = {}) {
  const options: InjectOptions = {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  };
  return app.inject(options);
}

let counter = 0;
/** A fresh, valid registration form. */
export function newBuyer(overrides: Record<string, string | number> = {}) {
  counter += 1;
  const id = `${process.pid}-${Date.now()}-${counter}`;
  return {
    firstname: 'Test Buyer',
    email: `buyer-${id}@example.test`,
    phone: '+15551234567',
    password: 'secret-pass-1',
    confirm_password: 'secret-pass-1',
    agree: 1,
    ...overrides,
  };
}
