/**
 * Selling: shop applications and their review, products and stock under review, notices written
 * as a template with values (rendered in the reader's language when read), announcements per
 * language, a shop's commission, and one-time codes that carry a session to the seller centre or
 * the admin console on their own origin. Frozen once merged.
 *
 * - `shop_application`: one row per application; a rejected applicant applies again with a new
 *   row, so the history stays. Approving creates the shop (`shop_id`).
 * - `notice.template` names the texts (server messages `notices.<template>`) and `params` holds
 *   their values as JSON; `ref_id` is the record the notice is about (an application, a product,
 *   a stock application), so the review can set that notice's state. Rows without a template keep
 *   their `title` and `content` as written.
 * - `product.review_reason`: why the last review refused it (empty otherwise). Statuses:
 *   `pending` awaits review, `rejected` was refused, `on_sale` and `off_sale` were approved.
 * - `shop.commission_bps`: the mall's commission on the shop's sales in basis points; null uses
 *   website config `commission_bps`.
 * - `login_handoff`: a code's HMAC, whose session it carries and until when; used once.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('shop_application')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('shop_name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_front_image', 'text', (c) => c.notNull())
    .addColumn('id_back_image', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('shop_id', 'integer', (c) => c.references('shop.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_application_user_idx').on('shop_application').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('shop_application_status_idx').on('shop_application').columns(['status', 'id']).execute();

  await db.schema
    .createTable('stock_application')
    .addColumn('id', idType, id)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variant.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_application_status_idx').on('stock_application').columns(['status', 'id']).execute();
  await db.schema.createIndex('stock_application_shop_idx').on('stock_application').columns(['shop_id', 'id']).execute();

  await db.schema
    .alterTable('notice')
    .addColumn('template', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('notice')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('notice').addColumn('ref_id', 'integer').execute();
  await db.schema.createIndex('notice_user_list_idx').on('notice').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notice_ref_idx').on('notice').columns(['type', 'ref_id']).execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', idType, id)
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('announcement_translation')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcement.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_translation_pk', ['announcement_id', 'lang'])
    .execute();

  await db.schema
    .alterTable('product')
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('product_shop_status_idx').on('product').columns(['shop_id', 'status', 'id']).execute();
  await db.schema.alterTable('shop').addColumn('commission_bps', 'integer').execute();
  await db.schema
    .alterTable('shop')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('login_handoff')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_handoff').ifExists().execute();
  await db.schema.alterTable('shop').dropColumn('email').execute();
  await db.schema.alterTable('shop').dropColumn('commission_bps').execute();
  await db.schema.dropIndex('product_shop_status_idx').ifExists().execute();
  await db.schema.alterTable('product').dropColumn('review_reason').execute();
  await db.schema.dropTable('announcement_translation').ifExists().execute();
  await db.schema.dropTable('announcement').ifExists().execute();
  await db.schema.dropIndex('notice_ref_idx').ifExists().execute();
  await db.schema.dropIndex('notice_user_list_idx').ifExists().execute();
  await db.schema.alterTable('notice').dropColumn('ref_id').execute();
  await db.schema.alterTable('notice').dropColumn('params').execute();
  await db.schema.alterTable('notice').dropColumn('template').execute();
  await db.schema.dropTable('stock_application').ifExists().execute();
  await db.schema.dropTable('shop_application').ifExists().execute();
}
