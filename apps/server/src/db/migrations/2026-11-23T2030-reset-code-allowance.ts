/**
 * A reset code's own number of tries. It was a constant (5); now each code gets what is left of
 * the account's daily allowance of wrong tries when it is issued (auth/password-reset.ts), so one
 * conditional update of `attempts` enforces both limits. Rows from before keep 5.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('password_reset')
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_reset').dropColumn('max_attempts').execute();
}
