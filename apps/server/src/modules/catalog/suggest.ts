/**
 * The type-ahead's answer: the best-selling products, then categories and shops, whose names
 * start with the typed words (anywhere in Thai or CJK text), named in the reader's language. With
 * nothing typed: the trending searches. Products: suggest-index.ts; the rest: suggest-sources.ts.
 * @example await suggest(db, 'th', 'หูฟัง') // { products: [{ id: 48984, name: 'หูฟังไร้สาย…', … }], categories: […], shops: [], trending: [] }
 */
import type { Lang } from '@agora/contract/locale';
import type { SuggestAnswer } from '@agora/contract/search';
import type { Db } from '../../db/database';
import { groupByOwner, localize } from '../../lib/translations';
import { thumbOf } from '../media/thumb-path';
import { trendingSearches } from './search-counts';
import { queryWords } from './search-text';
import { loadSuggestIndex } from './suggest-index';
import { categoryName, matchesWords, suggestCategories, suggestShops } from './suggest-sources';

/** How many of each kind the answer lists. */
export const SUGGEST_LIMIT = 5;

/** The products as they are now (a product taken off sale since the index was built is left out), in the given order. */
async function productsNamed(db: Db, lang: Lang, ids: number[]): Promise<SuggestAnswer['products']> {
  if (ids.length === 0) return [];
  const [rows, names] = await Promise.all([
    db.selectFrom('product').select(['id', 'image', 'effective_price']).where('id', 'in', ids).where('status', '=', 'on_sale').execute(),
    db.selectFrom('product_translation').select(['product_id', 'lang', 'name']).where('product_id', 'in', ids).execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byProduct = groupByOwner(names, (n) => n.product_id);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      { id, name: localize(byProduct.get(id), ['name'], lang).name ?? '', image: row.image, thumb: thumbOf(row.image), price: Number(row.effective_price) },
    ];
  });
}

export async function suggest(db: Db, lang: Lang, q: string): Promise<SuggestAnswer> {
  const words = queryWords(q);
  if (words.length === 0) return { products: [], categories: [], shops: [], trending: await trendingSearches(db) };
  const [index, categories, shops] = await Promise.all([loadSuggestIndex(db), suggestCategories(db), suggestShops(db)]);
  // Twice the limit: some may have left sale since the index was built.
  const products = (await productsNamed(db, lang, index.match(words, SUGGEST_LIMIT * 2))).slice(0, SUGGEST_LIMIT);
  return {
    products,
    categories: categories
      .filter((c) => matchesWords(words, c.text))
      .slice(0, SUGGEST_LIMIT)
      .map((c) => ({ id: c.id, name: categoryName(c, lang) })),
    shops: shops
      .filter((s) => matchesWords(words, s.text))
      .slice(0, SUGGEST_LIMIT)
      .map((s) => ({ id: s.id, name: s.name, logo: s.logo })),
    trending: [],
  };
}
