/**
 * Staff roles and invitations (modules/staff). Frozen once merged.
 *
 * - `staff_role`: one row per role a staff member holds (owner, catalogue, orders, finance,
 *   support, content); a user with the `admin` role and no row here opens nothing. Every admin
 *   of an earlier version becomes an owner, which is what they could do before.
 * - `staff_invite`: an address the owner invited, with the roles it will get and the hash of the
 *   link's token; accepting it makes the account (or grants an existing one) and stamps it.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_role_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('staff_invite')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema.createIndex('staff_invite_email_idx').on('staff_invite').column('email').execute();

  await sql`insert into staff_role (user_id, role, granted_by, created_at)
    select user_id, 'owner', null, ${new Date().toISOString()} from user_role where role = 'admin'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_invite').execute();
  await db.schema.dropTable('staff_role').execute();
}
