/**
 * Announcements can be edited, taken off the readers' lists and put back (issue 22). Frozen once merged.
 * - `announcement.published`: 1 readers see it (every earlier one), 0 only the console does.
 * - `announcement.updated_at`: when its text last changed; null if never.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('announcement')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('announcement').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcement').dropColumn('updated_at').execute();
  await db.schema.alterTable('announcement').dropColumn('published').execute();
}
