/**
 * Conversations (support tickets): a buyer's conversation with a shop or with the mall, and its
 * messages. Frozen once merged.
 *
 * - `ticket.shop_id` null: the conversation is with the mall (its operators answer).
 * - `state`: `open` (created, or the buyer wrote last), `answered` (the shop or mall replied
 *   last), `closed` (`closed_by` says which side closed it).
 * - `buyer_unread` / `staff_unread`: messages from the other side not yet read by the buyer / by
 *   the shop or mall; reading the conversation sets one's own to 0.
 * - `ticket_message.images`: JSON array of the writer's own upload paths.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('ticket')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.references('shop.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('buyer_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_user_idx').on('ticket').columns(['user_id', 'last_message_at']).execute();
  await db.schema.createIndex('ticket_shop_idx').on('ticket').columns(['shop_id', 'state', 'last_message_at']).execute();

  await db.schema
    .createTable('ticket_message')
    .addColumn('id', idType, id)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('ticket.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_message_ticket_idx').on('ticket_message').columns(['ticket_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_message').execute();
  await db.schema.dropTable('ticket').execute();
}
