import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/empty-database';
import { dialects } from '../../test/test-app';
import { isPostgres } from '../dialect';
import { migrations } from '../migrate';

const THIS = '2026-11-24T0900-sku-per-shop';
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf(THIS) - 1] as string;
const POINTING = ['cart_item', 'product_wholesale', 'flash_deal_item', 'stock_application', 'wishlist_item'] as const;

describe.each(dialects())(`migration ${THIS} on %s`, (dialect) => {
  let db: Kysely<any>;
  let close: () => Promise<void>;
  let migrator: Migrator;
  const now = new Date().toISOString();
  const ids = { shopA: 0, shopB: 0, productA: 0, productA2: 0, productB: 0, red: 0, blue: 0, mug: 0, gone: 0 };

  const insert = async (table: string, values: Record<string, unknown>) =>
    (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
  const variant = (productId: number, sku: string, extra: Record<string, unknown> = {}) =>
    insert('product_variant', { product_id: productId, sku, options: '{"Size":"M"}', price: 1000, market_price: 1200, stock: 5, sort: 0, ...extra });
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  const pointing = async () =>
    Object.fromEntries(await Promise.all(POINTING.map(async (table) => [table, sorted(await db.selectFrom(table).selectAll().execute())] as const)));
  const variants = () => db.selectFrom('product_variant').selectAll().orderBy('id').execute();
  const withoutShop = (rows: Record<string, unknown>[]) => rows.map(({ shop_id: _, ...rest }) => rest);
  const columns = async () =>
    isPostgres(db)
      ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'product_variant'`.execute(db)).rows.map(
          (r) => r.name,
        )
      : (await sql<{ name: string }>`select name from pragma_table_info('product_variant')`.execute(db)).rows.map((r) => r.name);
  const foreignKeysOn = async () => isPostgres(db) || (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys === 1;

  beforeAll(async () => {
    ({ db, close } = await emptyDatabase(dialect));
    migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();

    const user = (n: number) =>
      insert('user', {
        firstname: `Seller ${n}`,
        email: `s${n}@example.test`,
        password_hash: 'x',
        invitation_code: `CODE000${n}`,
        created_at: now,
        updated_at: now,
      });
    const [userA, userB] = [await user(1), await user(2)];
    ids.shopA = await insert('shop', { user_id: userA, name: 'A', status: 'active', created_at: now, updated_at: now });
    ids.shopB = await insert('shop', { user_id: userB, name: 'B', status: 'active', created_at: now, updated_at: now });
    const category = await insert('category', { created_at: now });
    const product = (shopId: number) =>
      insert('product', { shop_id: shopId, category_id: category, status: 'on_sale', price: 1000, market_price: 1200, created_at: now, updated_at: now });
    [ids.productA, ids.productA2, ids.productB] = [await product(ids.shopA), await product(ids.shopA), await product(ids.shopB)];
    ids.red = await variant(ids.productA, 'TSHIRT-RED-M');
    ids.blue = await variant(ids.productA, 'TSHIRT-BLUE-M', { image: 'upload/blue.webp', sort: 1 });
    ids.mug = await variant(ids.productB, 'MUG-1');
    // The newest variant deleted: ids must not be handed out again after the rebuild.
    ids.gone = await variant(ids.productA2, 'GONE-1');
    await db.deleteFrom('product_variant').where('id', '=', ids.gone).execute();

    await db.insertInto('cart_item').values({ user_id: userB, product_id: ids.productA, variant_id: ids.red, quantity: 2, created_at: now }).execute();
    await db.insertInto('product_wholesale').values({ variant_id: ids.blue, min_quantity: 10, price: 900 }).execute();
    const deal = await insert('flash_deal', { start_time: now, end_time: now, created_at: now });
    await db
      .insertInto('flash_deal_item')
      .values({ flash_deal_id: deal, product_id: ids.productB, variant_id: ids.mug, deal_price: 800, deal_quantity: 10 })
      .execute();
    await db.insertInto('stock_application').values({ shop_id: ids.shopA, variant_id: ids.red, quantity: 50, created_at: now }).execute();
    await db.insertInto('wishlist_item').values({ user_id: userA, product_id: ids.productB, created_at: now }).execute();
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  it('gives every variant its product’s shop and keeps every row that points at a variant', async () => {
    const [variantsBefore, pointingBefore] = [await variants(), await pointing()];
    expect(Object.values(pointingBefore).every((rows) => rows.length === 1)).toBe(true);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

    expect(await pointing()).toEqual(pointingBefore);
    const after = await variants();
    expect(withoutShop(after)).toEqual(variantsBefore);
    expect(after.map((v) => [v.id, v.shop_id])).toEqual([
      [ids.red, ids.shopA],
      [ids.blue, ids.shopA],
      [ids.mug, ids.shopB],
    ]);
    expect(await foreignKeysOn()).toBe(true);
    if (!isPostgres(db)) {
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      const indexes = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'index' and tbl_name = 'product_variant' and sql is not null`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toEqual(['product_variant_product_idx']);
    }
  });

  it('lets another shop use a SKU, refuses it twice in one shop, and refuses a shop that is not the product’s', async () => {
    const shared = await variant(ids.productB, 'TSHIRT-RED-M', { shop_id: ids.shopB });
    expect(shared).toBeGreaterThan(ids.gone);
    await expect(variant(ids.productA2, 'TSHIRT-RED-M', { shop_id: ids.shopA })).rejects.toThrow(/unique/i);
    await expect(variant(ids.productA2, 'OTHER-1', { shop_id: ids.shopB })).rejects.toThrow(/foreign key/i);
    await expect(variant(ids.productA2, 'OTHER-2', { stock: -1, shop_id: ids.shopA })).rejects.toThrow(/check/i);
    await expect(variant(ids.productA2, 'OTHER-3')).rejects.toThrow(/null/i);
  });

  it('still cascades from a variant to what points at it', async () => {
    const extra = await variant(ids.productA2, 'CASCADE-1', { shop_id: ids.shopA });
    await db.insertInto('product_wholesale').values({ variant_id: extra, min_quantity: 5, price: 900 }).execute();
    await db.deleteFrom('product_variant').where('id', '=', extra).execute();
    expect(await db.selectFrom('product_wholesale').select('id').where('variant_id', '=', extra).execute()).toEqual([]);
    await expect(db.insertInto('product_wholesale').values({ variant_id: extra, min_quantity: 5, price: 900 }).execute()).rejects.toThrow(/foreign key/i);
  });

  it('goes down only once no SKU is shared between shops, then up again, keeping every row', async () => {
    const pointingBefore = await pointing();
    const down = await migrator.migrateTo(BEFORE);
    expect(String(down.error)).toMatch(/unique|duplicate/i);
    expect(await columns()).toContain('shop_id');
    expect(await foreignKeysOn()).toBe(true);

    await db.deleteFrom('product_variant').where('shop_id', '=', ids.shopB).where('sku', '=', 'TSHIRT-RED-M').execute();
    const variantsBefore = await variants();
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await columns()).not.toContain('shop_id');
    expect(await variants()).toEqual(withoutShop(variantsBefore));
    expect(await pointing()).toEqual(pointingBefore);
    expect(await foreignKeysOn()).toBe(true);
    await expect(variant(ids.productB, 'TSHIRT-RED-M')).rejects.toThrow(/unique/i);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    expect(await variants()).toEqual(variantsBefore);
    expect(await pointing()).toEqual(pointingBefore);
  });
});
