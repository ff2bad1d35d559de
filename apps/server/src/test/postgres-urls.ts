/** Connection helpers for the PostgreSQL runs of the suite. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** The maintenance database on the same server, where CREATE/DROP DATABASE run. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withDatabase<T>(url: string, run: (db: Kysely<any>) => Promise<T>): Promise<T> {
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}
