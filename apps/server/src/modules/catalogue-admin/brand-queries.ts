/** The brand tables as the console reads and writes them. English is `brand.name`; other languages are `brand_translation` rows. */
import type { Executor } from '../../db/database';

const BRAND_COLUMNS = ['brand.id', 'brand.name', 'brand.logo', 'brand.sort', 'brand.hidden'] as const;

/**
 * Brands whose name in some language holds `q` (all without it), in their order.
 * @example // select … from brand where (lower(name) like '%son%' or exists (select 1 from brand_translation …)) order by sort, id
 */
function matching(db: Executor, q: string | undefined) {
  let query = db.selectFrom('brand');
  if (q) {
    // LIKE's own wildcards in `q` stay wildcards: harmless in an operator's search box.
    const pattern = `%${q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['brand.name']), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('brand_translation')
            .select('brand_translation.brand_id')
            .whereRef('brand_translation.brand_id', '=', 'brand.id')
            .where((sub) => sub(sub.fn('lower', ['brand_translation.name']), 'like', pattern)),
        ),
      ]),
    );
  }
  return query;
}

export async function selectBrandPage(db: Executor, q: string | undefined, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    matching(db, q).select(BRAND_COLUMNS).orderBy('brand.sort').orderBy('brand.id').limit(limit).offset(offset).execute(),
    matching(db, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const selectBrandRow = (db: Executor, id: number) => db.selectFrom('brand').select(BRAND_COLUMNS).where('brand.id', '=', id).executeTakeFirst();

export async function selectBrandNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('brand_translation').select(['brand_id', 'lang', 'name']).where('brand_id', 'in', ids).execute();
}

/** Products per brand, in any state. */
export async function countProductsByBrand(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('product')
    .select((eb) => ['brand_id', eb.fn.countAll<number>().as('n')])
    .where('brand_id', 'in', ids)
    .groupBy('brand_id')
    .execute();
  return new Map(rows.map((r) => [r.brand_id as number, Number(r.n)]));
}

export async function upsertBrandName(db: Executor, row: { brand_id: number; lang: string; name: string }): Promise<void> {
  await db
    .insertInto('brand_translation')
    .values(row)
    .onConflict((oc) => oc.columns(['brand_id', 'lang']).doUpdateSet({ name: row.name }))
    .execute();
}

export async function deleteBrandName(db: Executor, brandId: number, lang: string): Promise<void> {
  await db.deleteFrom('brand_translation').where('brand_id', '=', brandId).where('lang', '=', lang).execute();
}
