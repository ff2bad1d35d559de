/** Foundation schema: accounts, shops, catalogue, locale data, content, notices. Frozen once merged. */
import { type Kysely, sql } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);
  const now = (col: any) => col.notNull();

  await db.schema
    .createTable('user')
    .addColumn('id', idType, id)
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invitation_code', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();

  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('access_token')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', now)
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('access_token_user_idx').on('access_token').column('user_id').execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', now)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('password_reset_user_idx').on('password_reset').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('shop')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_front_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_back_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();

  await db.schema
    .createTable('shop_translation')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_translation_pk', ['shop_id', 'lang'])
    .execute();

  await db.schema
    .createTable('category')
    .addColumn('id', idType, id)
    .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('cascade'))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute();

  await db.schema
    .createTable('category_translation')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_translation_pk', ['category_id', 'lang'])
    .execute();

  await db.schema
    .createTable('brand')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('id', idType, id)
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brand.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('market_price', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .addColumn('updated_at', 'text', now)
    .execute();
  await db.schema.createIndex('product_category_idx').on('product').columns(['category_id', 'status', 'price']).execute();
  await db.schema.createIndex('product_shop_idx').on('product').columns(['shop_id', 'status']).execute();
  await db.schema.createIndex('product_brand_idx').on('product').columns(['brand_id', 'status']).execute();
  await db.schema.createIndex('product_status_created_idx').on('product').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('product_status_sales_idx').on('product').columns(['status', 'sales']).execute();

  await db.schema
    .createTable('product_translation')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('product_translation_pk', ['product_id', 'lang'])
    .execute();

  await db.schema
    .createTable('product_image')
    .addColumn('id', idType, id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_image_product_idx').on('product_image').columns(['product_id', 'sort']).execute();

  await db.schema
    .createTable('product_variant')
    .addColumn('id', idType, id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('market_price', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('product_variant_stock_check', sql`stock >= 0`)
    .execute();
  await db.schema.createIndex('product_variant_product_idx').on('product_variant').columns(['product_id', 'sort']).execute();

  await db.schema
    .createTable('currency')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('language')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('wallet_type')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('advert')
    .addColumn('id', idType, id)
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('advert_position_idx').on('advert').columns(['position', 'sort']).execute();

  await db.schema
    .createTable('advert_translation')
    .addColumn('advert_id', 'integer', (c) => c.notNull().references('advert.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('advert_translation_pk', ['advert_id', 'lang'])
    .execute();

  await db.schema
    .createTable('website_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notice')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('notice_user_idx').on('notice').columns(['user_id', 'is_read']).execute();

  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('id', idType, id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', now)
    .execute();

  await db.schema
    .createTable('cart_item')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variant.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', now)
    .addUniqueConstraint('cart_item_user_variant_uq', ['user_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('wishlist_item')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('created_at', 'text', now)
    .addPrimaryKeyConstraint('wishlist_item_pk', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'wishlist_item',
    'cart_item',
    'newsletter_subscriber',
    'notice',
    'website_config',
    'advert_translation',
    'advert',
    'wallet_type',
    'language',
    'currency',
    'product_variant',
    'product_image',
    'product_translation',
    'product',
    'brand',
    'category_translation',
    'category',
    'shop_translation',
    'shop',
    'password_reset',
    'access_token',
    'user_role',
    'user',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
