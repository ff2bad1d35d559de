/**
 * Mail (modules/mail): the currency a user reads amounts in (the web app tells it when the user
 * switches; mails show totals in it), the mail kinds a user turned off (a JSON array of kinds,
 * receipts and security mails cannot be), and when an unpaid card order's reminder went out, so
 * the sweep sends it once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('mail_off', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('orders').addColumn('pay_reminded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pay_reminded_at').execute();
  await db.schema.alterTable('user').dropColumn('mail_off').execute();
  await db.schema.alterTable('user').dropColumn('currency').execute();
}
