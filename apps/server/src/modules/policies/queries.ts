/** The policy pages' rows: one `policy_page` per key, one `policy_translation` per language written. */
import type { Executor } from '../../db/database';

export const selectPolicyPage = (db: Executor, key: string) =>
  db.selectFrom('policy_page').select(['key', 'published', 'updated_at']).where('key', '=', key).executeTakeFirst();

export const selectPolicyPages = (db: Executor) => db.selectFrom('policy_page').select(['key', 'published', 'updated_at']).execute();

/**
 * The texts of one policy, or of all when no key is given; `langs` narrows them (the reader's and English).
 * @example await selectPolicyTexts(db, 'terms', ['th', 'en']) // select … from "policy_translation" where "key" = ? and "lang" in (?, ?)
 */
export function selectPolicyTexts(db: Executor, key?: string, langs?: string[]) {
  let query = db.selectFrom('policy_translation').select(['key', 'lang', 'title', 'content', 'updated_at']);
  if (key !== undefined) query = query.where('key', '=', key);
  if (langs) query = query.where('lang', 'in', langs);
  return query.execute();
}

export const upsertPolicyPage = (db: Executor, key: string, updatedAt: string) =>
  db
    .insertInto('policy_page')
    .values({ key, published: 0, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ updated_at: updatedAt }))
    .execute();

export const upsertPolicyText = (db: Executor, row: { key: string; lang: string; title: string; content: string; updated_at: string }) =>
  db
    .insertInto('policy_translation')
    .values(row)
    .onConflict((oc) => oc.columns(['key', 'lang']).doUpdateSet({ title: row.title, content: row.content, updated_at: row.updated_at }))
    .execute();

export const deletePolicyText = (db: Executor, key: string, lang: string) =>
  db.deleteFrom('policy_translation').where('key', '=', key).where('lang', '=', lang).execute();

/** Shows or hides a policy; answers whether it exists. */
export async function updatePolicyPublished(db: Executor, key: string, published: 0 | 1): Promise<boolean> {
  const result = await db.updateTable('policy_page').set({ published }).where('key', '=', key).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
