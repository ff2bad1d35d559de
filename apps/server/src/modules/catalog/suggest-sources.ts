/**
 * What the type-ahead offers besides products: the categories on show and the active shops, with
 * their folded names to match and what orders them (products on sale in a category, a shop's
 * sales). They are few, so they are kept in memory a minute and cleared with the search hits
 * (`searchHits.clear`), which also marks the product index stale.
 * @example matchesWords(['ele'], 'electronics\n电子产品') // true
 */
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { memoPerDb } from '../../lib/memo-per-db';
import { groupByOwner, localize } from '../../lib/translations';
import { foldText, isSpaceless, wordsOf } from './search-text';
import { markSuggestIndexStale } from './suggest-index';

export interface SuggestCategory {
  id: number;
  /** Every language's name, folded, one per line. */
  text: string;
  /** Its name per language. */
  names: Map<string, { lang: string; name: string }>;
  products: number;
}

export interface SuggestShop {
  id: number;
  name: string;
  logo: string;
  text: string;
  sales: number;
}

const categoryMemo = memoPerDb<SuggestCategory[]>({ ttlMs: 60_000, maxEntries: 1 });
const shopMemo = memoPerDb<SuggestShop[]>({ ttlMs: 60_000, maxEntries: 1 });

/** Categories shown in the storefront (neither they nor their parent hidden), most products on sale first. */
export const suggestCategories = (db: Db) =>
  categoryMemo.get(db, 'all', async () => {
    const [categories, names, counts] = await Promise.all([
      db.selectFrom('category').select(['id', 'parent_id', 'hidden']).execute(),
      db.selectFrom('category_translation').select(['category_id', 'lang', 'name']).execute(),
      db
        .selectFrom('product')
        .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'on_sale')
        .groupBy('category_id')
        .execute(),
    ]);
    const hidden = new Set(categories.filter((c) => c.hidden).map((c) => c.id));
    const byCategory = groupByOwner(names, (n) => n.category_id);
    const count = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    return categories
      .filter((c) => !hidden.has(c.id) && (c.parent_id === null || !hidden.has(c.parent_id)))
      .map((c) => {
        const own = byCategory.get(c.id) ?? new Map<string, { category_id: number; lang: string; name: string }>();
        const children = categories.filter((child) => child.parent_id === c.id).reduce((sum, child) => sum + (count.get(child.id) ?? 0), 0);
        return { id: c.id, names: own, text: [...own.values()].map((n) => foldText(n.name)).join('\n'), products: (count.get(c.id) ?? 0) + children };
      })
      .sort((a, b) => b.products - a.products || a.id - b.id);
  });

/** Active shops, best selling first. */
export const suggestShops = (db: Db) =>
  shopMemo.get(db, 'all', async () => {
    const [shops, sales] = await Promise.all([
      db.selectFrom('shop').select(['id', 'name', 'logo']).where('status', '=', 'active').execute(),
      db
        .selectFrom('product')
        .select((eb) => ['shop_id', eb.fn.sum<number>('sales').as('n')])
        .where('status', '=', 'on_sale')
        .groupBy('shop_id')
        .execute(),
    ]);
    const sold = new Map(sales.map((s) => [s.shop_id, Number(s.n)]));
    return shops.map((s) => ({ ...s, text: foldText(s.name), sales: sold.get(s.id) ?? 0 })).sort((a, b) => b.sales - a.sales || a.id - b.id);
  });

/** The category's name in the reader's language (else English). */
export const categoryName = (category: SuggestCategory, lang: Lang) => localize(category.names, ['name'], lang).name ?? '';

/**
 * True when every query word (folded) starts a word of the text, or, in a script written
 * without spaces, appears anywhere in it.
 */
export function matchesWords(words: string[], text: string): boolean {
  const own = wordsOf(text);
  return words.every((word) => (isSpaceless(word) ? text.includes(word) : wordsOf(word).every((part) => own.some((w) => w.startsWith(part)))));
}

/** The catalogue changed: categories, shops and the product index are read again. */
export function clearSuggestSources(db: Db): void {
  categoryMemo.clear(db);
  shopMemo.clear(db);
  markSuggestIndexStale(db);
}
