/** Brands and the category tree for the start-up calls. */

import type { PageQuery } from '@agora/contract/envelope';
import type { Lang } from '@agora/contract/locale';
import type { Brand, Category } from '@agora/contract/site';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { groupByOwner, localize } from '../../lib/translations';

/** Brands not hidden, most-stocked first, with their count of products on sale; names in the reader's language (else English). */
export async function listBrands(db: Db, lang: Lang, { page, page_size }: PageQuery): Promise<{ list: Brand[]; total: number }> {
  const total = Number(
    (
      await db
        .selectFrom('brand')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hidden', '=', 0)
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const list = await db
    .selectFrom('brand')
    .leftJoin('product', (join) => join.onRef('product.brand_id', '=', 'brand.id').on('product.status', '=', 'on_sale'))
    .leftJoin('brand_translation', (join) => join.onRef('brand_translation.brand_id', '=', 'brand.id').on('brand_translation.lang', '=', lang))
    .select((eb) => [
      'brand.id',
      eb.fn.coalesce('brand_translation.name', 'brand.name').as('name'),
      'brand.logo',
      eb.fn.count<number>('product.id').as('product_count'),
    ])
    .where('brand.hidden', '=', 0)
    .groupBy(['brand.id', 'brand.name', 'brand_translation.name', 'brand.logo', 'brand.sort'])
    .orderBy('brand.sort')
    .orderBy('product_count', 'desc')
    .orderBy('brand.id')
    .limit(page_size)
    .offset((page - 1) * page_size)
    .execute();
  return { list: list.map((b) => ({ ...b, product_count: Number(b.product_count) })), total };
}

/** Top-level categories (paged) with their children, hidden ones left out; counts include the children's products. */
export async function listCategoryTree(db: Db, lang: Lang, { page, page_size }: PageQuery): Promise<{ list: Category[]; total: number }> {
  const all = await db.selectFrom('category').select(['id', 'parent_id', 'image', 'sort']).where('hidden', '=', 0).orderBy('sort').orderBy('id').execute();
  const names = groupByOwner(await db.selectFrom('category_translation').select(['category_id', 'lang', 'name']).execute(), (r) => r.category_id);
  const counts = await db
    .selectFrom('product')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'on_sale')
    .groupBy('category_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.category_id, Number(c.n)]));

  const view = (c: (typeof all)[number]): Category => ({
    id: c.id,
    parent_id: c.parent_id,
    image: c.image,
    product_count: countOf.get(c.id) ?? 0,
    ...localize(names.get(c.id), ['name'], lang),
    name: localize(names.get(c.id), ['name'], lang).name ?? '',
  });
  const tops = all.filter((c) => c.parent_id === null);
  const list = tops.slice((page - 1) * page_size, page * page_size).map((top) => {
    const children = all.filter((c) => c.parent_id === top.id).map(view);
    const own = view(top);
    return { ...own, product_count: own.product_count + children.reduce((sum, c) => sum + c.product_count, 0), children };
  });
  return { list, total: tops.length };
}

/** One category in the request's language, with `name_{lang}` and its sub-categories; null when it or its parent is hidden. */
export async function findCategory(db: Db, lang: Lang, id: number): Promise<Category | null> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'parent_id', 'image'])
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .where('hidden', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const row = rows.find((r) => r.id === id);
  if (!row) return null;
  if (row.parent_id !== null) {
    const parent = await db.selectFrom('category').select('hidden').where('id', '=', row.parent_id).executeTakeFirst();
    if (parent?.hidden !== 0) return null;
  }
  const names = groupByOwner(
    await db
      .selectFrom('category_translation')
      .select(['category_id', 'lang', 'name'])
      .where(
        'category_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    (r) => r.category_id,
  );
  const view = (r: (typeof rows)[number]) => {
    const localized = localize(names.get(r.id), ['name'], lang);
    return { ...localized, id: r.id, parent_id: r.parent_id, image: r.image, name: localized.name ?? '', product_count: 0 };
  };
  return { ...view(row), children: rows.filter((r) => r.parent_id === id).map(view) };
}

/** A brand not hidden, its name in the reader's language (else English). */
export const findBrand = (db: Db, lang: Lang, id: number) =>
  db
    .selectFrom('brand')
    .leftJoin('brand_translation', (join) => join.onRef('brand_translation.brand_id', '=', 'brand.id').on('brand_translation.lang', '=', lang))
    .select((eb) => ['brand.id', eb.fn.coalesce('brand_translation.name', 'brand.name').as('name'), 'brand.logo'])
    .where('brand.id', '=', id)
    .where('brand.hidden', '=', 0)
    .executeTakeFirst();

/** A shop's public card: only active shops are shown to buyers. */
export async function findShop(db: Db, lang: Lang, id: number) {
  const shop = await db
    .selectFrom('shop')
    .select(['id', 'name', 'logo', 'banner', 'created_at'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!shop) return null;
  const [descriptions, stats] = await Promise.all([
    db.selectFrom('shop_translation').select(['shop_id', 'lang', 'description']).where('shop_id', '=', id).execute(),
    db
      .selectFrom('product')
      // The shop's rating is its reviews' average: each product's average weighted by its number of
      // reviews, so unreviewed products (rating 0) do not pull it down. Read from the products'
      // own columns (kept from the reviews, product-ratings.ts) rather than every review.
      .select((eb) => [
        eb.fn.countAll<number>().as('product_count'),
        eb.fn.sum<number>('sales').as('sales'),
        eb.fn.sum<number>(sql`rating * rating_count`).as('stars'),
        eb.fn.sum<number>('rating_count').as('reviews'),
      ])
      .where('shop_id', '=', id)
      .where('status', '=', 'on_sale')
      .executeTakeFirst(),
  ]);
  const description = localize(groupByOwner(descriptions, (r) => r.shop_id).get(id), ['description'], lang).description ?? '';
  return {
    ...shop,
    description,
    product_count: Number(stats?.product_count ?? 0),
    sales: Number(stats?.sales ?? 0),
    rating: Number(stats?.reviews) > 0 ? Math.round((Number(stats?.stars) / Number(stats?.reviews)) * 10) / 10 : 0,
  };
}
