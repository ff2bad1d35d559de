/**
 * `npm run seed:large -- --products 100000`: a large catalogue for benchmarks. It seeds the demo
 * mall first (accounts, categories, images), then adds generated shops, brands and products whose
 * names, in all 11 languages, are the demo's with a model name added, e.g. "Lumora Headphones X-214".
 * Rows go in by the thousand, and the search index is rebuilt once at the end.
 * Use its own folder: DATA_DIR=./data-large npm run seed:large -- --products 100000
 */
import path from 'node:path';
import { LANGS } from '@agora/contract/locale';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { refreshProductRatings } from '../catalog/product-ratings';
import { paragraphOf } from '../catalog/rich-text';
import { indexNewProducts } from '../catalog/search';
import { DEMO_PASSWORDS } from './accounts';
import { findReviewers, insertReviews, type NewReview, reviewsFor } from './demo-reviews';
import { seedEssentials } from './essentials';
import { seedDemo } from './seed-demo';
import { seededRandom } from './seeded-random';

const BATCH = 1000;
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sa', 'nu', 'vel', 'dor', 'li', 'ma', 'zen', 'qu', 'ro', 'fi'];

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

async function main() {
  const started = Date.now();
  const total = argument('products', 100_000);
  const config = loadConfig();
  const { db } = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const rand = seededRandom(42);
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)] as T;
  const mediaDir = path.join(config.DATA_DIR, 'media');

  await migrateToLatest(db);
  await seedEssentials(db, mediaDir);
  await seedDemo(db, mediaDir);
  const now = nowIso();

  // Templates: the demo products with their names and short descriptions in every language.
  const templates = await db.selectFrom('product').select(['id', 'category_id', 'image', 'price', 'market_price']).orderBy('id').execute();
  const texts = new Map(
    (await db.selectFrom('product_translation').select(['product_id', 'lang', 'name', 'short_description']).execute()).map((t) => [
      `${t.product_id}:${t.lang}`,
      t,
    ]),
  );
  const imagesOf = new Map<number, string[]>();
  for (const image of await db.selectFrom('product_image').select(['product_id', 'url']).orderBy('sort').execute()) {
    imagesOf.set(image.product_id, [...(imagesOf.get(image.product_id) ?? []), image.url]);
  }

  const shopCount = Math.max(4, Math.round(total / 250));
  const sellerHash = await hashPassword(DEMO_PASSWORDS.seller);
  const shopIds: number[] = [];
  for (let i = 0; i < shopCount; i += BATCH) {
    const count = Math.min(BATCH, shopCount - i);
    const users = await db
      .insertInto('user')
      .values(
        Array.from({ length: count }, (_, n) => ({
          firstname: `Seller ${i + n + 1}`,
          email: `large-seller-${i + n + 1}@agora.test`,
          phone: '+15550000000',
          password_hash: sellerHash,
          invitation_code: `L${(i + n).toString(36).toUpperCase().padStart(7, '0')}`,
          invited_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('user_role')
      .values(
        users.flatMap((u) => [
          { user_id: u.id, role: 'buyer' as const },
          { user_id: u.id, role: 'seller' as const },
        ]),
      )
      .execute();
    const shops = await db
      .insertInto('shop')
      .values(
        users.map((u, n) => ({
          user_id: u.id,
          name: `${pick(SYLLABLES)}${pick(SYLLABLES)} Store ${i + n + 1}`.replace(/^./, (c) => c.toUpperCase()),
          status: 'active' as const,
          logo: 'shop/1-logo.webp',
          banner: 'shop/1-banner.webp',
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    shopIds.push(...shops.map((s) => s.id));
  }

  const brandRows = Array.from({ length: Math.max(20, Math.round(total / 400)) }, () => {
    const name = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`;
    return { name: name[0]?.toUpperCase() + name.slice(1), logo: 'catalog/brand/1.webp', created_at: now };
  });
  const brandIds = (await db.insertInto('brand').values(brandRows).returning('id').execute()).map((b) => b.id);

  const productIds: number[] = [];
  const reviewers = await findReviewers(db);
  const reviewedBefore = Date.now();
  // Building an index once over all rows beats updating it row by row: the product table's
  // indexes are set aside during the load and built again after it (SQLite; 65 s → 57 s). Unique
  // ones stay: product (id, shop_id) is the parent key the variants' foreign key needs.
  const productIndexes = config.DATABASE_URL
    ? []
    : (
        await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
          where type = 'index' and tbl_name = 'product' and sql is not null and sql not like 'create unique%'`.execute(db)
      ).rows;
  for (const index of productIndexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (let done = 0; done < total; done += BATCH) {
    const count = Math.min(BATCH, total - done);
    await db.transaction().execute(async (trx) => {
      const chosen = Array.from({ length: count }, () => pick(templates));
      const created = Date.now() - (total - done) * 60_000;
      const rows = chosen.map((template, n) => {
        const factor = 0.5 + rand();
        const price = Math.max(99, Math.round(Number(template.price) * factor));
        return {
          shop_id: pick(shopIds),
          category_id: template.category_id,
          brand_id: rand() < 0.85 ? pick(brandIds) : null,
          status: 'on_sale' as const,
          image: template.image,
          price,
          effective_price: price,
          market_price: Math.round(price * (1 + rand() * 0.4)),
          stock: 0,
          sales: Math.floor(rand() * 5000),
          recommended: rand() < 0.05 ? 1 : 0,
          created_at: new Date(created + n * 50).toISOString(),
          updated_at: now,
        };
      });
      const inserted = await trx.insertInto('product').values(rows).returning('id').execute();
      const model = () => `${pick(['X', 'S', 'Pro', 'Max', 'Lite', 'Neo', 'Air'])}-${Math.floor(rand() * 900 + 100)}`;
      const translations = inserted.flatMap((p, n) => {
        const template = chosen[n] as (typeof chosen)[number];
        const suffix = model();
        return LANGS.map((lang) => {
          const text = texts.get(`${template.id}:${lang}`);
          return {
            product_id: p.id,
            lang,
            name: `${text?.name ?? ''} ${suffix}`,
            short_description: text?.short_description ?? '',
            description: paragraphOf(text?.short_description ?? ''),
          };
        });
      });
      for (let i = 0; i < translations.length; i += 2000)
        await trx
          .insertInto('product_translation')
          .values(translations.slice(i, i + 2000))
          .execute();
      const variants = inserted.flatMap((p, n) => {
        const variantCount = 1 + Math.floor(rand() * 3);
        const { price, shop_id } = rows[n] as (typeof rows)[number];
        return Array.from({ length: variantCount }, (_, v) => ({
          product_id: p.id,
          shop_id,
          sku: `L${p.id}-${v}`,
          options: variantCount > 1 ? JSON.stringify({ color: ['Black', 'White', 'Blue'][v] }) : '{}',
          price: price + v * 100,
          market_price: Math.round((price + v * 100) * 1.2),
          stock: Math.floor(rand() * 300),
          sort: v,
        }));
      });
      await trx.insertInto('product_variant').values(variants).execute();
      await trx
        .insertInto('product_image')
        .values(
          inserted.flatMap((p, n) => (imagesOf.get((chosen[n] as (typeof chosen)[number]).id) ?? []).map((url, sort) => ({ product_id: p.id, url, sort }))),
        )
        .execute();
      // A few reviews each (0 to 3), so the rating sort and the cards have real ratings to show.
      const reviews: NewReview[] = inserted.flatMap((p) => reviewsFor(p.id, 3.5 + rand() * 1.5, Math.floor(rand() * 4), reviewers, rand, reviewedBefore));
      await insertReviews(trx, reviews);
      productIds.push(...inserted.map((p) => p.id));
    });
    if ((done / BATCH) % 10 === 0) process.stdout.write(`\r${done + count} / ${total} products`);
  }
  // Rating and count from the reviews just written, as everywhere: one statement for all products,
  // before the product indexes are back (one of them may order by rating).
  await refreshProductRatings(db);
  for (const index of productIndexes) await sql.raw(index.sql).execute(db);
  // The statistics still describe the 67-product demo; fresh ones keep the planner on the indexes.
  await sql`analyze`.execute(db);
  await sql`update product set stock = (select coalesce(sum(stock), 0) from product_variant where product_variant.product_id = product.id) where stock = 0`.execute(
    db,
  );
  await indexNewProducts(db, productIds); // also refreshes the planner's statistics
  console.log(
    `\nSeeded ${total} products, ${shopCount} shops and ${brandIds.length} brands in ${((Date.now() - started) / 1000).toFixed(1)} s into ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR}`,
  );
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
