/**
 * SKUs are each shop's own: UNIQUE (shop_id, sku) replaces the mall-wide UNIQUE (sku), so two
 * sellers may both sell "TSHIRT-RED-M". `product_variant.shop_id` copies the product's shop
 * (products never move), and a foreign key on (product_id, shop_id) → product (id, shop_id) keeps
 * the copy true. Frozen once merged.
 *
 * PostgreSQL alters the table inside the Migrator's transaction. SQLite cannot drop a column's
 * UNIQUE, so the table is rebuilt the way sqlite.org/lang_altertable.html#otheralter says: foreign
 * keys off outside any transaction, new table, copy, drop, rename, indexes back, foreign key check,
 * commit, foreign keys on. With foreign keys on, dropping the old table would first delete every
 * cart line, wholesale tier, deal item and stock application of every variant (ON DELETE CASCADE).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

const COLUMNS = ['id', 'product_id', 'sku', 'options', 'price', 'market_price', 'stock', 'sort', 'image'];

// The parent key of the (product_id, shop_id) foreign key.
const createProductShopKey = (db: Kysely<any>) => db.schema.createIndex('product_id_shop_uq').on('product').columns(['id', 'shop_id']).unique().execute();
const dropProductShopKey = (db: Kysely<any>) => db.schema.dropIndex('product_id_shop_uq').execute();

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await createProductShopKey(db);
    await db.schema.alterTable('product_variant').addColumn('shop_id', 'integer').execute();
    await sql`update product_variant set shop_id = product.shop_id from product where product.id = product_variant.product_id`.execute(db);
    await db.schema
      .alterTable('product_variant')
      .alterColumn('shop_id', (c) => c.setNotNull())
      .execute();
    await db.schema
      .alterTable('product_variant')
      .addForeignKeyConstraint('product_variant_product_shop_fk', ['product_id', 'shop_id'], 'product', ['id', 'shop_id'], (c) => c.onDelete('cascade'))
      .execute();
    // The name PostgreSQL gave the foundation's column-level UNIQUE.
    await db.schema.alterTable('product_variant').dropConstraint('product_variant_sku_key').execute();
    await db.schema.alterTable('product_variant').addUniqueConstraint('product_variant_shop_sku_uq', ['shop_id', 'sku']).execute();
    return;
  }
  await rebuildOnSqlite(db, {
    columnsBefore: COLUMNS,
    alsoInside: createProductShopKey,
    create: (trx, table) =>
      trx.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('shop_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('price', 'bigint', (c) => c.notNull())
        .addColumn('market_price', 'bigint', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image', 'text')
        .addForeignKeyConstraint('product_variant_product_shop_fk', ['product_id', 'shop_id'], 'product', ['id', 'shop_id'], (c) => c.onDelete('cascade'))
        .addUniqueConstraint('product_variant_shop_sku_uq', ['shop_id', 'sku'])
        .addCheckConstraint('product_variant_stock_check', sql`stock >= 0`),
    // A subquery rather than a join: a variant without its product fails NOT NULL instead of vanishing.
    copy: (table) =>
      sql`insert into ${sql.table(table)} (${sql.join(COLUMNS.map((c) => sql.ref(c)))}, shop_id)
        select ${sql.join(COLUMNS.map((c) => sql.ref(`product_variant.${c}`)))}, (select shop_id from product where product.id = product_variant.product_id)
        from product_variant`,
  });
}

/** Fails, changing nothing, once two shops share a SKU: the mall-wide UNIQUE cannot come back then. */
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('product_variant').dropConstraint('product_variant_shop_sku_uq').execute();
    await db.schema.alterTable('product_variant').addUniqueConstraint('product_variant_sku_key', ['sku']).execute();
    await db.schema.alterTable('product_variant').dropConstraint('product_variant_product_shop_fk').execute();
    await db.schema.alterTable('product_variant').dropColumn('shop_id').execute();
    await dropProductShopKey(db);
    return;
  }
  await rebuildOnSqlite(db, {
    columnsBefore: [...COLUMNS.slice(0, 2), 'shop_id', ...COLUMNS.slice(2)],
    alsoInside: dropProductShopKey,
    create: (trx, table) =>
      trx.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('price', 'bigint', (c) => c.notNull())
        .addColumn('market_price', 'bigint', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image', 'text')
        .addCheckConstraint('product_variant_stock_check', sql`stock >= 0`),
    copy: (table) =>
      sql`insert into ${sql.table(table)} (${sql.join(COLUMNS.map((c) => sql.ref(c)))})
          select ${sql.join(COLUMNS.map((c) => sql.ref(c)))} from product_variant`,
  });
}

interface Rebuild {
  /** The columns the table must have now; any other would be lost, so the rebuild refuses. */
  columnsBefore: string[];
  /** Done first in the same transaction: up adds the parent key its new foreign key needs, down drops it. */
  alsoInside: (trx: Kysely<any>) => Promise<void>;
  create: (trx: Kysely<any>, table: string) => { execute(): Promise<void> };
  copy: (table: string) => { execute(db: Kysely<any>): Promise<unknown> };
}

/**
 * Replaces `product_variant` by the table `create` makes, rows and ids kept, with nothing that
 * points at its variants touched. The Migrator opens no transaction on SQLite (its DDL is not
 * transactional to Kysely), and the foreign_keys pragma does nothing inside one, so it is switched
 * off here first, checked, and switched back on whatever happens.
 */
async function rebuildOnSqlite(db: Kysely<any>, rebuild: Rebuild): Promise<void> {
  const foreignKeys = async () => (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys;
  const wereOn = (await foreignKeys()) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    if ((await foreignKeys()) !== 0) throw new Error('product_variant cannot be rebuilt inside a transaction: foreign keys would cascade');
    await db.transaction().execute(async (trx) => {
      const columns = (await sql<{ name: string }>`select name from pragma_table_info('product_variant')`.execute(trx)).rows.map((r) => r.name);
      if (columns.join() !== rebuild.columnsBefore.join())
        throw new Error(`product_variant has columns ${columns.join()}, expected ${rebuild.columnsBefore.join()}`);
      await rebuild.alsoInside(trx);
      // Its own indexes go with the old table; views and triggers naming it are set aside so the rename's schema check passes.
      const dependents = (
        await sql<{ type: string; name: string; sql: string }>`select type, name, sql from sqlite_master
          where sql is not null and name <> 'product_variant'
            and ((type = 'index' and tbl_name = 'product_variant') or (type in ('view', 'trigger') and sql like '%product_variant%'))
          order by case type when 'index' then 0 when 'view' then 1 else 2 end`.execute(trx)
      ).rows;
      for (const d of dependents) if (d.type !== 'index') await sql`drop ${sql.raw(d.type)} ${sql.id(d.name)}`.execute(trx);

      await rebuild.create(trx, 'product_variant_new').execute();
      await rebuild.copy('product_variant_new').execute(trx);
      // Ids keep counting from where they were (AUTOINCREMENT never gives a deleted variant's id again).
      await sql`delete from sqlite_sequence where name = 'product_variant_new'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) select 'product_variant_new', seq from sqlite_sequence where name = 'product_variant'`.execute(trx);
      await trx.schema.dropTable('product_variant').execute();
      // Renaming the new table (never the old one) leaves the other tables' REFERENCES product_variant as written.
      await trx.schema.alterTable('product_variant_new').renameTo('product_variant').execute();
      for (const d of dependents) await sql.raw(d.sql).execute(trx);

      const broken = (await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(trx)).rows;
      if (broken.length) throw new Error(`Foreign keys broken by the product_variant rebuild: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    if (wereOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}
