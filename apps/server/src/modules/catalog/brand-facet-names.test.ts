/** The brand filter of a listing or a search names each brand in the reader's language, as the brand pages do. */
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';
import { addBrand, addCategory, addProduct } from './test-catalog';

type Facet = { id: number; name: string; count: number };

describe.each(dialects())('brand filter names on %s', (dialect) => {
  const t = useTestApp(dialect);
  const facets = async (url: string, lang: string) => (await t.app.inject({ url: `/api/${url}`, headers: { lang } })).json().data.brands as Facet[];

  it('answers the reader’s name of a brand (its own where none is written), each language kept apart', async () => {
    const word = `Sakuraform${process.pid}`;
    const brand = await addBrand(t.app, `${word} Works`);
    await t.app.db.insertInto('brand_translation').values({ brand_id: brand, lang: 'jp', name: 'さくらフォーム工房' }).execute();
    const category = await addCategory(t.app, null, { en: `Folding Fans ${word}` });
    await addProduct(t.app, { names: { en: `${word} fan` }, categoryId: category, brandId: brand });
    clearCatalogCache(t.app);

    // English first, so a cache keyed without the language would answer Japanese readers in English.
    expect(await facets(`category/${category}/1`, 'en')).toEqual([{ id: brand, name: `${word} Works`, count: 1 }]);
    expect(await facets(`category/${category}/1`, 'jp')).toEqual([{ id: brand, name: 'さくらフォーム工房', count: 1 }]);
    expect(await facets(`brand/${brand}`, 'jp')).toEqual([{ id: brand, name: 'さくらフォーム工房', count: 1 }]);
    expect(await facets(`search/${word}`, 'jp')).toEqual([{ id: brand, name: 'さくらフォーム工房', count: 1 }]);
    expect(await facets(`search/${word}`, 'th')).toEqual([{ id: brand, name: `${word} Works`, count: 1 }]);
  });
});
