/**
 * Brands as operators keep them: names per language (English in `brand.name`, which orders and
 * filters read; the others beside it), logo, order, hidden (out of the storefront's brand lists).
 */
import type { AdminBrand, AdminBrandListQuery, BrandSaveInput } from '@agora/contract/catalogue-admin';
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { countProductsByBrand, deleteBrandName, selectBrandNames, selectBrandPage, selectBrandRow, upsertBrandName } from './brand-queries';
import { namesView, planNames } from './names';
import { acceptedPicture } from './pictures';

type BrandRow = NonNullable<Awaited<ReturnType<typeof selectBrandRow>>>;

async function views(db: Db, rows: BrandRow[], lang: Lang): Promise<AdminBrand[]> {
  const ids = rows.map((r) => r.id);
  const [names, counts] = await Promise.all([selectBrandNames(db, ids), countProductsByBrand(db, ids)]);
  return rows.map((r) => {
    const own = new Map<string, string>([['en', r.name]]);
    for (const n of names) if (n.brand_id === r.id && n.lang !== 'en') own.set(n.lang, n.name);
    return { id: r.id, ...namesView(own, lang), logo: r.logo, sort: r.sort, hidden: r.hidden, product_count: counts.get(r.id) ?? 0 };
  });
}

/** A page of brands in their order (sort, then id), names in the operator's language. */
export async function brandsForAdmin(db: Db, query: AdminBrandListQuery, lang: Lang): Promise<Page<AdminBrand>> {
  const { rows, total } = await selectBrandPage(db, query.q || undefined, query.page_size, (query.page - 1) * query.page_size);
  return { list: await views(db, rows, lang), total, page: query.page, page_size: query.page_size };
}

/** Creates a brand (no `id`; `name_en` required) or edits one; a field not sent is kept. */
export async function saveBrand(db: Db, adminId: number, input: BrandSaveInput, mediaBaseUrl: string, lang: Lang): Promise<Result<AdminBrand>> {
  if (input.id === undefined && input.name_en === undefined) return fail(ErrorCode.missingParameter, { field: 'name_en', reason: 'required' });
  const saved = await refusable(db, async (trx) => {
    const existing = input.id === undefined ? undefined : await selectBrandRow(trx, input.id);
    if (input.id !== undefined && !existing) refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
    let logo = existing?.logo ?? '';
    if (input.logo !== undefined) {
      const accepted = await acceptedPicture(trx, adminId, input.logo, existing?.logo ?? '', mediaBaseUrl);
      if (accepted === null) refuse(fail(ErrorCode.invalidParameter, { field: 'logo', reason: 'notOwnUpload' }));
      logo = accepted ?? '';
    }
    const values = {
      name: input.name_en ?? existing?.name ?? '',
      logo,
      sort: input.sort ?? existing?.sort ?? 0,
      hidden: input.hidden ?? existing?.hidden ?? 0,
    };
    let id = existing?.id;
    if (id === undefined)
      id = (
        await trx
          .insertInto('brand')
          .values({ ...values, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    else await trx.updateTable('brand').set(values).where('id', '=', id).execute();
    for (const change of planNames(input)) {
      if (change.lang === 'en') continue;
      if (change.name === null) await deleteBrandName(trx, id, change.lang);
      else await upsertBrandName(trx, { brand_id: id, lang: change.lang, name: change.name });
    }
    return id;
  });
  if (!saved.ok) return saved;
  const row = (await selectBrandRow(db, saved.value)) as BrandRow;
  return ok((await views(db, [row], lang))[0] as AdminBrand);
}
