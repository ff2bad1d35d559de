/**
 * Category names count in search: a product is found by the names of its category and of that
 * category's parent too, in every language ("audio" finds the Audio & Headphones category), and a
 * match there ranks it above a product whose name merely mentions the word. A word matches a
 * whole word of a category name, singular or plural ("phone" → "Phones & Wearables", not
 * "Headphones"; a word start would let "pho" find Vietnamese "văn phòng phẩm", stationery); a term
 * in a script without spaces matches anywhere in it. Categories are few, so their folded
 * names are kept in memory a minute (and cleared with the search hits).
 * @example matchCategories(await loadCategories(db), 'audio') // [4]
 */
import type { Db } from '../../db/database';
import { memoPerDb } from '../../lib/memo-per-db';
import { foldText, isSpaceless, wordForms, wordsOf } from './search-text';

export interface CategoryText {
  id: number;
  /** Every language's name of the category and of its parent, folded, one per line. */
  text: string;
  words: string[];
}

export const categoryTexts = memoPerDb<CategoryText[]>({ ttlMs: 60_000, maxEntries: 1 });

async function loadCategoryTexts(db: Db): Promise<CategoryText[]> {
  const [categories, names] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
    db.selectFrom('category_translation').select(['category_id', 'name']).execute(),
  ]);
  const namesOf = new Map<number, string[]>();
  for (const n of names) namesOf.set(n.category_id, [...(namesOf.get(n.category_id) ?? []), foldText(n.name)]);
  return categories.map((c) => {
    const text = [...(namesOf.get(c.id) ?? []), ...(c.parent_id === null ? [] : (namesOf.get(c.parent_id) ?? []))].join('\n');
    return { id: c.id, text, words: [...new Set(wordsOf(text))] };
  });
}

/** Every category with its folded names (and its parent's). */
export const loadCategories = (db: Db) => categoryTexts.get(db, 'all', () => loadCategoryTexts(db));

/**
 * Ids of the categories whose names (or their parent's) match a query word. Short words would
 * match far too much: at least 3 characters, 2 in scripts without spaces (耳机).
 */
export function matchCategories(categories: CategoryText[], word: string): number[] {
  if (isSpaceless(word)) return [...word].length < 2 ? [] : categories.filter((c) => c.text.includes(word)).map((c) => c.id);
  if ([...word].length < 3 || wordsOf(word).join('') !== word) return [];
  const { whole } = wordForms(word);
  return categories.filter((c) => c.words.some((w) => whole.includes(w))).map((c) => c.id);
}
