/** The few places where SQLite and PostgreSQL differ, behind one name each. */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key: `serial` on PostgreSQL, `integer … autoincrement` on SQLite. */
export function idColumnType(db: Kysely<any>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

export function idColumn(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());
}
