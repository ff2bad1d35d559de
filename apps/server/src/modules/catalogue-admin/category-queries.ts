/** The category tables as the console reads and writes them (Kysely only; takes the executor). */
import type { Executor } from '../../db/database';

export const selectCategoryRows = (db: Executor) =>
  db.selectFrom('category').select(['id', 'parent_id', 'image', 'sort', 'hidden']).orderBy('sort').orderBy('id').execute();

export const selectCategoryRow = (db: Executor, id: number) =>
  db.selectFrom('category').select(['id', 'parent_id', 'image', 'sort', 'hidden']).where('id', '=', id).executeTakeFirst();

export const selectCategoryNames = (db: Executor) => db.selectFrom('category_translation').select(['category_id', 'lang', 'name']).execute();

/**
 * Products per category, in any state (a draft or a refused product still points at its category).
 * @example // select category_id, count(*) as n from product group by category_id
 */
export async function countProductsByCategory(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('product')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function hasProducts(db: Executor, categoryId: number): Promise<boolean> {
  return (await db.selectFrom('product').select('id').where('category_id', '=', categoryId).limit(1).executeTakeFirst()) !== undefined;
}

export async function hasChildren(db: Executor, categoryId: number): Promise<boolean> {
  return (await db.selectFrom('category').select('id').where('parent_id', '=', categoryId).limit(1).executeTakeFirst()) !== undefined;
}

export async function upsertCategoryName(db: Executor, row: { category_id: number; lang: string; name: string }): Promise<void> {
  await db
    .insertInto('category_translation')
    .values(row)
    .onConflict((oc) => oc.columns(['category_id', 'lang']).doUpdateSet({ name: row.name }))
    .execute();
}

export async function deleteCategoryName(db: Executor, categoryId: number, lang: string): Promise<void> {
  await db.deleteFrom('category_translation').where('category_id', '=', categoryId).where('lang', '=', lang).execute();
}
