/**
 * The category tree as operators keep it: names per language, icon, order, parent, hidden. The
 * storefront shows two levels (a top-level category and its sub-categories, CATEGORY_MAX_DEPTH),
 * so a parent must be top-level and a category with sub-categories stays at the top. A category
 * with products or sub-categories is not deleted (2000018, reason naming which).
 */
import { type AdminCategory, CATEGORY_MAX_DEPTH, type CategorySaveInput } from '@agora/contract/catalogue-admin';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import {
  countProductsByCategory,
  deleteCategoryName,
  hasChildren,
  hasProducts,
  selectCategoryNames,
  selectCategoryRow,
  selectCategoryRows,
  upsertCategoryName,
} from './category-queries';
import { namesView, planNames } from './names';
import { acceptedPicture } from './pictures';

/** Every category, parents before their children, each level in its order (sort, then id). */
export async function categoriesForAdmin(db: Db, lang: Lang): Promise<AdminCategory[]> {
  const [rows, names, counts] = await Promise.all([selectCategoryRows(db), selectCategoryNames(db), countProductsByCategory(db)]);
  const namesOf = new Map<number, Map<string, string>>();
  for (const n of names) namesOf.set(n.category_id, (namesOf.get(n.category_id) ?? new Map()).set(n.lang, n.name));
  const view = (r: (typeof rows)[number]): AdminCategory => ({
    id: r.id,
    parent_id: r.parent_id,
    ...namesView(namesOf.get(r.id) ?? new Map(), lang),
    icon: r.image,
    sort: r.sort,
    hidden: r.hidden,
    product_count: counts.get(r.id) ?? 0,
    child_count: rows.filter((c) => c.parent_id === r.id).length,
  });
  const ordered: AdminCategory[] = [];
  const visit = (parentId: number | null) => {
    for (const row of rows.filter((r) => r.parent_id === parentId)) {
      ordered.push(view(row));
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

/** How many levels the category's subtree spans (1: no sub-categories). */
async function subtreeDepth(trx: Transaction<Database>, id: number): Promise<number> {
  const children = await trx.selectFrom('category').select('id').where('parent_id', '=', id).execute();
  let deepest = 0;
  for (const child of children) deepest = Math.max(deepest, await subtreeDepth(trx, child.id));
  return 1 + deepest;
}

/** The parent's level from the top (1: top-level), refusing a parent inside the moved category. */
async function levelOf(trx: Transaction<Database>, parentId: number, movedId: number | undefined): Promise<number> {
  let level = 0;
  let at: number | null = parentId;
  while (at !== null) {
    if (at === movedId) refuse(fail(ErrorCode.invalidParameter, { field: 'parent_id', reason: 'categoryUnderItself' }));
    const row: { parent_id: number | null } | undefined = await selectCategoryRow(trx, at);
    if (!row) return refuse(fail(ErrorCode.noData, { field: 'parent_id', reason: 'invalid' }));
    level += 1;
    at = row.parent_id;
  }
  return level;
}

/**
 * Creates a category (no `id`) or edits one; a field not sent is kept. Checked in the transaction
 * that writes, so two moves at once cannot make a loop.
 */
export async function saveCategory(db: Db, adminId: number, input: CategorySaveInput, mediaBaseUrl: string, lang: Lang): Promise<Result<AdminCategory>> {
  if (input.id === undefined && input.name_en === undefined) return fail(ErrorCode.missingParameter, { field: 'name_en', reason: 'required' });
  const saved = await refusable(db, async (trx) => {
    const existing = input.id === undefined ? undefined : await selectCategoryRow(trx, input.id);
    if (input.id !== undefined && !existing) refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
    const parentId = input.parent_id === undefined ? (existing?.parent_id ?? null) : input.parent_id === 0 ? null : input.parent_id;
    if (parentId !== null && parentId !== existing?.parent_id) {
      const level = await levelOf(trx, parentId, existing?.id);
      const depth = existing ? await subtreeDepth(trx, existing.id) : 1;
      if (level + depth > CATEGORY_MAX_DEPTH) refuse(fail(ErrorCode.invalidParameter, { field: 'parent_id', reason: 'categoryTooDeep' }));
    }
    let icon = existing?.image ?? '';
    if (input.icon !== undefined) {
      const accepted = await acceptedPicture(trx, adminId, input.icon, existing?.image ?? '', mediaBaseUrl);
      if (accepted === null) refuse(fail(ErrorCode.invalidParameter, { field: 'icon', reason: 'notOwnUpload' }));
      icon = accepted ?? '';
    }
    const values = { parent_id: parentId, image: icon, sort: input.sort ?? existing?.sort ?? 0, hidden: input.hidden ?? existing?.hidden ?? 0 };
    let id = existing?.id;
    if (id === undefined) {
      id = (
        await trx
          .insertInto('category')
          .values({ ...values, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx.updateTable('category').set(values).where('id', '=', id).execute();
    }
    for (const change of planNames(input)) {
      if (change.name === null) await deleteCategoryName(trx, id, change.lang);
      else await upsertCategoryName(trx, { category_id: id, lang: change.lang, name: change.name });
    }
    return id;
  });
  if (!saved.ok) return saved;
  return ok((await categoriesForAdmin(db, lang)).find((c) => c.id === saved.value) as AdminCategory);
}

/** Deletes a category without products and sub-categories, with its names; else 2000018 naming why. */
export async function deleteCategory(db: Db, id: number): Promise<Result<{ id: number }>> {
  return refusable(db, async (trx) => {
    if (!(await selectCategoryRow(trx, id))) refuse(fail(ErrorCode.noData, { field: 'id', reason: 'invalid' }));
    if (await hasChildren(trx, id)) refuse(fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'categoryHasChildren' }));
    if (await hasProducts(trx, id)) refuse(fail(ErrorCode.dataOperationFailed, { field: 'id', reason: 'categoryHasProducts' }));
    await trx.deleteFrom('category_translation').where('category_id', '=', id).execute();
    await trx.deleteFrom('category').where('id', '=', id).execute();
    return { id };
  });
}
