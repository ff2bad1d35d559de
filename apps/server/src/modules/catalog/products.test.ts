import { gunzipSync } from 'node:zlib';
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { insertDeal } from '../../test/deals';
import { dialects, postForm, useTestApp } from '../../test/test-app';
import { clearCatalogCache } from './catalog-cache';
import { sanitizeRichText } from './rich-text';
import { refreshSearchText, searchHits } from './search';

type Card = { id: number; price: number; sales: number; brand_id: number | null; category_id: number; deal_price: number | null; shop: { id: number } };

/** What the buyer pays now: a running deal's price, else the regular price. */
const paid = (p: Card) => p.deal_price ?? p.price;

describe.each(dialects())('product lists on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers })).json();
  const all = async (url: string): Promise<Card[]> => (await get(`${url}${url.includes('?') ? '&' : '?'}page_size=100`)).data.list;

  it('sorts by the price the buyer pays, both ways, and by newest', async () => {
    const asc = await all('/api/customer/product/get_all_products?sort=price_asc');
    const desc = await all('/api/customer/product/get_all_products?sort=price_desc');
    expect(asc.some((p) => p.deal_price !== null)).toBe(true); // the demo runs a deal
    expect(asc.map(paid)).toEqual([...asc.map(paid)].sort((a, b) => a - b));
    expect(desc.map(paid)).toEqual([...desc.map(paid)].sort((a, b) => b - a));
    const newest = await all('/api/customer/product/get_new');
    const created = await t.app.db.selectFrom('product').select(['id', 'created_at']).execute();
    const times = newest.map((p) => created.find((c) => c.id === p.id)?.created_at as string);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists best sellers first and only recommended products as recommended', async () => {
    const hot = await all('/api/customer/product/get_hot_list');
    expect(hot.map((p) => p.sales)).toEqual([...hot.map((p) => p.sales)].sort((a, b) => b - a));
    const recommended = await all('/api/customer/product/get_recommend_list');
    const flagged = await t.app.db.selectFrom('product').select('id').where('recommended', '=', 1).execute();
    expect(recommended.map((p) => p.id).sort()).toEqual(flagged.map((p) => p.id).sort());
  });

  it('filters by price range and by one or several brands', async () => {
    const ranged = await all('/api/customer/product/get_all_products?min_price=1000&max_price=3000');
    expect(ranged.length).toBeGreaterThan(0);
    for (const p of ranged) expect(paid(p) >= 1000 && paid(p) <= 3000).toBe(true);
    const everything = await all('/api/customer/product/get_all_products');
    expect(ranged.length).toBeLessThan(everything.length);

    const brands = [...new Set(everything.map((p) => p.brand_id).filter((b): b is number => b !== null))].slice(0, 2);
    const one = await all(`/api/customer/product/get_all_products?brand_id=${brands[0]}`);
    expect(one.length).toBeGreaterThan(0);
    expect(new Set(one.map((p) => p.brand_id))).toEqual(new Set([brands[0]]));
    const two = await all(`/api/customer/product/get_all_products?brand_id=${brands.join(',')}`);
    expect(new Set(two.map((p) => p.brand_id))).toEqual(new Set(brands));

    const bad = await get('/api/customer/product/get_all_products?brand_id=3;drop');
    expect(bad).toMatchObject({ code: ErrorCode.invalidParameter, field: 'brand_id' });
  });

  it('bounds every list and number a listing takes: brands, pages, prices and ids', async () => {
    const brands = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect(await get(`/api/customer/product/get_all_products?brand_id=${brands}`)).toMatchObject({ code: ErrorCode.invalidParameter, field: 'brand_id' });
    expect(await get('/api/customer/product/get_all_products?page=100000000000000000000')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'page' });
    expect(await get('/api/customer/product/get_all_products?max_price=1e300')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'max_price' });
    // Past the databases' integer columns: refused, not a fault (PostgreSQL answered 500).
    expect(await get('/api/customer/product/detail/99999999999')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id' });
    expect(await get('/api/category/99999999999/1')).toMatchObject({ code: ErrorCode.invalidParameter, field: 'id' });
  });

  it('pages add up: no overlap, nothing lost, total right', async () => {
    const first = (await get('/api/customer/product/get_all_products?page=1&page_size=25')).data;
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(first.total / 25); page++) {
      const { list } = (await get(`/api/customer/product/get_all_products?page=${page}&page_size=25`)).data;
      for (const p of list) seen.add(p.id);
    }
    expect(seen.size).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(60);
  });

  it('lists a top-level category with its sub-categories, and answers 2000019 for an unknown one', async () => {
    const top = await t.app.db.selectFrom('category').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const children = (await t.app.db.selectFrom('category').select('id').where('parent_id', '=', top.id).execute()).map((c) => c.id);
    const body = (await get(`/api/category/${top.id}/1?page_size=100&sort=price_asc`, { lang: 'zh' })).data;
    expect(body.list.length).toBeGreaterThan(0);
    for (const p of body.list) expect(children).toContain(p.category_id);
    expect(body.category).toMatchObject({ id: top.id, parent_id: null });
    expect(body.category.name).toBe(body.category.name_zh);
    expect((await get('/api/category/999999/1')).code).toBe(ErrorCode.noData);
    expect((await get('/api/category/abc/1')).code).toBe(ErrorCode.invalidParameter);
  });

  it('lists a brand and a shop (with its summary), 2000019 when unknown', async () => {
    const product = (await all('/api/customer/product/get_all_products')).find((p) => p.brand_id !== null) as Card;
    const brand = (await get(`/api/brand/${product.brand_id}`)).data;
    expect(brand.brand.id).toBe(product.brand_id);
    for (const p of brand.list) expect(p.brand_id).toBe(product.brand_id);

    const shop = (await get(`/api/shop/${product.shop.id}/1?page_size=100`)).data;
    expect(shop.shop).toMatchObject({ id: product.shop.id });
    expect(shop.shop.product_count).toBe(shop.total);
    for (const p of shop.list) expect(p.shop.id).toBe(product.shop.id);
    expect((await get('/api/brand/999999')).code).toBe(ErrorCode.noData);
    expect((await get('/api/shop/999999/1')).code).toBe(ErrorCode.noData);
  });

  it('answers the first-level categories and the top three with their best sellers', async () => {
    const first = (await get('/api/customer/index/get-first-category')).data;
    expect(first.list.every((c: { parent_id: number | null }) => c.parent_id === null)).toBe(true);
    const top3 = (await get('/api/category/top3')).data.list;
    expect(top3).toHaveLength(3);
    expect(top3[0].product_count).toBeGreaterThanOrEqual(top3[2].product_count);
    expect(top3[0].products.length).toBeGreaterThan(0);
  });

  it('shows every language of a name in lists', async () => {
    const [product] = (await get('/api/customer/product/get_new?page_size=1', { lang: 'th' })).data.list;
    for (const lang of LANGS) expect(product[`name_${lang}`]).toBeTruthy();
    expect(product.name).toBe(product.name_th);
  });

  it('gives every card a 400 px thumbnail that is served, beside its full-size image', async () => {
    const cards = await all('/api/customer/product/get_hot_list');
    for (const card of cards.slice(0, 5) as (Card & { image: string; thumb: string })[]) {
      expect(card.thumb).not.toBe(card.image);
      const [thumb, full] = await Promise.all([t.app.inject(`/media/${card.thumb}`), t.app.inject(`/media/${card.image}`)]);
      expect(thumb.statusCode).toBe(200);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
      expect((await sharp(full.rawPayload).metadata()).width).toBe(800);
    }
  });
});

describe.each(dialects())('product page on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers })).json();

  it('answers every image with its 400 px preview, in the same order, each one served', async () => {
    const detail = (await get('/api/customer/product/detail/1')).data;
    expect(detail.images.length).toBeGreaterThan(1);
    expect(detail.thumbs).toHaveLength(detail.images.length);
    for (const [i, thumb] of (detail.thumbs as string[]).entries()) {
      expect(thumb).toBe((detail.images[i] as string).replace(/\.webp$/, '-thumb.webp'));
      const res = await t.app.inject(`/media/${thumb}`);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
    }
  });

  it('answers variants with options, stock, wholesale tiers, shop, related products and best sellers', async () => {
    const tiered = await t.app.db
      .selectFrom('product_wholesale')
      .innerJoin('product_variant', 'product_variant.id', 'product_wholesale.variant_id')
      .select('product_variant.product_id')
      .executeTakeFirstOrThrow();
    const body = await get(`/api/customer/product/detail/${tiered.product_id}`, { lang: 'jp' });
    expect(body.code).toBe(200);
    const p = body.data;
    expect(p.name).toBe(p.name_jp);
    expect(p.description).toBe(p.description_jp);
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.variants.length).toBeGreaterThan(0);
    expect(p.stock).toBe(p.variants.reduce((s: number, v: { stock: number }) => s + v.stock, 0));
    const tiers = p.variants.flatMap((v: { wholesale: unknown[] }) => v.wholesale);
    expect(tiers.length).toBeGreaterThan(0);
    for (const v of p.variants) for (const tier of v.wholesale) expect(tier.price).toBeLessThan(v.price);
    expect(p.related.map((r: Card) => r.id)).not.toContain(p.id);
    for (const r of p.related) expect(r.category_id).toBe(p.category_id);
    for (const b of p.best_sellers) expect(b.shop.id).toBe(p.shop.id);
    expect(p.shop.product_count).toBeGreaterThan(0);
  });

  it("answers a variant's own picture, one per colour, served with its preview; null where it has none", async () => {
    const coloured = await t.app.db.selectFrom('product_variant').select('product_id').where('image', 'is not', null).executeTakeFirstOrThrow();
    const p = (await get(`/api/customer/product/detail/${coloured.product_id}`)).data;
    const byColour = new Map<string, string>();
    for (const v of p.variants as { options: Record<string, string>; image: string; thumb: string }[]) {
      expect(v.image).toMatch(/\.webp$/);
      expect(v.thumb).toBe(v.image.replace(/\.webp$/, '-thumb.webp'));
      const colour = v.options.Colour as string; // English for "color" (seed/option-texts.ts)
      expect(byColour.get(colour) ?? v.image).toBe(v.image); // every size of one colour shares it
      byColour.set(colour, v.image);
      const full = await t.app.inject(`/media/${v.image}`);
      expect(full.statusCode).toBe(200);
      expect((await sharp((await t.app.inject(`/media/${v.thumb}`)).rawPayload).metadata()).width).toBe(400);
    }
    expect(new Set(byColour.values()).size).toBe(byColour.size);
    expect(byColour.size).toBeGreaterThan(1);

    const plain = await t.app.db.selectFrom('product_variant').select('product_id').where('options', '=', '{}').executeTakeFirstOrThrow();
    const single = (await get(`/api/customer/product/detail/${plain.product_id}`)).data;
    expect(single.variants[0]).toMatchObject({ image: null, thumb: null });
  });

  it('lists option names with their values for the variant picker', async () => {
    // A product on sale (the demo also has one awaiting review, which buyers cannot open).
    const multi = await t.app.db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select((eb) => ['product_variant.product_id', eb.fn.countAll<number>().as('n')])
      .where('product.status', '=', 'on_sale')
      .groupBy('product_variant.product_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .orderBy('product_variant.product_id')
      .executeTakeFirstOrThrow();
    const p = (await get(`/api/customer/product/detail/${multi.product_id}`)).data;
    expect(p.options.length).toBeGreaterThan(0);
    for (const option of p.options) for (const v of p.variants) expect(option.values).toContain(v.options[option.name]);
  });

  it('answers 2000019 for an unknown product and for one off sale', async () => {
    expect((await get('/api/customer/product/detail/999999')).code).toBe(ErrorCode.noData);
    const product = await t.app.db.selectFrom('product').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.app.db.updateTable('product').set({ status: 'off_sale' }).where('id', '=', product.id).execute();
    clearCatalogCache(t.app);
    expect((await get(`/api/customer/product/detail/${product.id}`)).code).toBe(ErrorCode.noData);
    const listed = (await get('/api/customer/product/get_all_products?page_size=100')).data.list.map((p: Card) => p.id);
    expect(listed).not.toContain(product.id);
  });

  it('pages reviews newest first with shortened author names', async () => {
    const reviewed = await t.app.db
      .selectFrom('review')
      .select((eb) => ['product_id', eb.fn.countAll<number>().as('n')])
      .groupBy('product_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const body = (await get(`/api/customer/product/reviews/${reviewed.product_id}?page_size=2`)).data;
    expect(body.total).toBe(Number(reviewed.n));
    expect(body.list.length).toBe(Math.min(2, Number(reviewed.n)));
    expect(body.list[0].author).toMatch(/^.\*\*\*.$/u);
    const dates = body.list.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get(`/api/customer/product/detail/${reviewed.product_id}`)).data.review_count).toBe(Number(reviewed.n));
  });
});

describe.each(dialects())('flash-deal prices on %s', (dialect) => {
  const t = useTestApp(dialect);
  // As a deal write would: the deal clock sets effective prices, then the cache is cleared.
  const card = async (id: number) => {
    await t.app.dealClock.refresh();
    clearCatalogCache(t.app);
    const list = (await t.app.inject(`/api/customer/product/get_all_products?page_size=100`)).json().data.list as Card[];
    return list.find((p) => p.id === id) as Card;
  };
  /** Ids of the products a max_price filter lets through: the deal price counts while it runs. */
  const under = async (maxPrice: number) => {
    const list = (await t.app.inject(`/api/customer/product/get_all_products?page_size=100&max_price=${maxPrice}`)).json().data.list as Card[];
    return list.map((p) => p.id);
  };

  it('shows a deal price only inside its window and while quantity is left', async () => {
    const variant = await t.app.db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select(['product_variant.id', 'product_variant.product_id', 'product_variant.price'])
      .where('product.status', '=', 'on_sale') // the demo also holds a product awaiting review
      .orderBy('product_variant.id', 'desc')
      .executeTakeFirstOrThrow();
    const dealId = await insertDeal(t.app.db, {
      startsIn: 3_600_000,
      endsIn: 7_200_000,
      productId: variant.product_id,
      variantId: variant.id,
      dealPrice: 100,
      quantity: 5,
    });

    expect((await card(variant.product_id)).deal_price).toBeNull(); // not started
    expect(await under(100)).not.toContain(variant.product_id);
    await t.app.db
      .updateTable('flash_deal')
      .set({ start_time: isoIn(-60_000) })
      .where('id', '=', dealId)
      .execute();
    expect((await card(variant.product_id)).deal_price).toBe(100); // running
    expect(await under(100)).toContain(variant.product_id);
    const cheapest = (await t.app.inject('/api/customer/product/get_all_products?page_size=1&sort=price_asc')).json().data.list[0] as Card;
    expect(cheapest.id).toBe(variant.product_id);
    const detail = (await t.app.inject(`/api/customer/product/detail/${variant.product_id}`)).json().data;
    expect(detail.variants.find((v: { id: number }) => v.id === variant.id).deal).toMatchObject({ price: 100, left: 5 });
    await t.app.db.updateTable('flash_deal_item').set({ sold: 5 }).where('flash_deal_id', '=', dealId).execute();
    expect((await card(variant.product_id)).deal_price).toBeNull(); // sold out
    expect(await under(100)).not.toContain(variant.product_id);
    await t.app.db.updateTable('flash_deal_item').set({ sold: 0 }).where('flash_deal_id', '=', dealId).execute();
    await t.app.db
      .updateTable('flash_deal')
      .set({ end_time: isoIn(-1000) })
      .where('id', '=', dealId)
      .execute();
    expect((await card(variant.product_id)).deal_price).toBeNull(); // ended
    expect(await under(100)).not.toContain(variant.product_id);
  });
});

describe.each(dialects())('search on %s', (dialect) => {
  const t = useTestApp(dialect);
  const search = async (term: string) => (await t.app.inject(`/api/search/${encodeURIComponent(term)}?page_size=100`)).json();
  const nameIn = async (lang: string) =>
    t.app.db.selectFrom('product_translation').select(['product_id', 'name']).where('lang', '=', lang).orderBy('product_id').executeTakeFirstOrThrow();

  it('finds a two-character Chinese word', async () => {
    const body = await search('耳机');
    expect(body.data.total).toBeGreaterThan(0);
    const names = await t.app.db.selectFrom('product_translation').select('product_id').where('lang', '=', 'zh').where('name', 'like', '%耳机%').execute();
    expect(body.data.list.map((p: Card) => p.id).sort()).toEqual(names.map((n) => n.product_id).sort());
  });

  it.each(['jp', 'th', 'hi', 'zh', 'zhtw'])('finds a product by part of its %s name', async (lang) => {
    const { product_id, name } = await nameIn(lang);
    const chars = [...name.replace(/\s/g, '')];
    const part = chars.slice(1, 4).join('');
    const body = await search(part);
    expect(body.data.list.map((p: Card) => p.id)).toContain(product_id);
  });

  it('is case- and accent-insensitive (Vietnamese without its marks, English in capitals)', async () => {
    const vn = await t.app.db
      .selectFrom('product_translation')
      .select(['product_id', 'name'])
      .where('lang', '=', 'vn')
      .where('name', 'like', '%đ%')
      .executeTakeFirstOrThrow();
    // The word with đ, written the way a phone keyboard without Vietnamese input would: no marks, capitals.
    const word = vn.name.split(/\s+/).find((w) => /[đĐ]/.test(w)) as string;
    const plain = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd')
      .toUpperCase();
    expect(plain).not.toBe(word);
    const body = await search(plain);
    expect(body.data.list.map((p: Card) => p.id)).toContain(vn.product_id);

    const en = await nameIn('en');
    const middle = en.name.slice(2, 8).toUpperCase();
    expect((await search(middle)).data.list.map((p: Card) => p.id)).toContain(en.product_id);
  });

  it('ranks a word starting with the term, or the Phones category, before a match inside a word ("phone" before "headphones")', async () => {
    // The full order (whole word > word start > inside, category names, best sellers) is in search.test.ts.
    const { data } = await search('phone');
    const names = await t.app.db
      .selectFrom('product_translation')
      .select(['product_id', 'name'])
      .where(
        'product_id',
        'in',
        data.list.map((p: Card) => p.id),
      )
      .execute();
    const phones = await t.app.db.selectFrom('category_translation').select('category_id').where('lang', '=', 'en').where('name', 'like', 'Phones%').execute();
    const wordStart = (p: Card) =>
      phones.some((c) => c.category_id === p.category_id) || names.some((n) => n.product_id === p.id && /(^|[\s!-/:-@[-`{-~])phone/i.test(n.name));
    const ranks = data.list.map((p: Card) => (wordStart(p) ? 0 : 1));
    expect(new Set(ranks)).toEqual(new Set([0, 1])); // both kinds are there
    expect(ranks).toEqual([...ranks].sort());
  });

  it('follows a renamed product once its search text is refreshed, and the indexes stay whole', async () => {
    const { product_id, name } = await nameIn('en');
    const oldWord = (name.split(/\s+/).find((w) => w.length >= 5) as string).toLowerCase();
    await t.app.db.updateTable('product_translation').set({ name: 'Quasarine Lantern' }).where('product_id', '=', product_id).execute();
    await refreshSearchText(t.app.db, [product_id]);
    searchHits.clear(t.app.db);
    expect((await search('quasarin')).data.list.map((p: Card) => p.id)).toEqual([product_id]);
    expect((await search('asarine')).data.list.map((p: Card) => p.id)).toEqual([product_id]);
    const stillFound = (await search(oldWord)).data.list.map((p: Card) => p.id);
    const otherNames = await t.app.db.selectFrom('product_translation').select('name').where('product_id', '=', product_id).execute();
    expect(stillFound.includes(product_id)).toBe(otherNames.some((n) => n.name.toLowerCase().includes(oldWord)));
    if (dialect === 'sqlite') {
      // FTS5 checks an external-content index against its table.
      for (const index of ['product_fts', 'product_cjk_fts', 'product_word_fts'])
        await sql`insert into ${sql.table(index)}(${sql.table(index)}, rank) values ('integrity-check', 1)`.execute(t.app.db);
    }
  });

  it.each(['"', '""', '*', '(', "'", '%', '_', '\\', '---', 'a"b', 'NEAR(a b)', 'phone OR x', '" OR 1=1 --', 'pho*'])(
    'answers the term %s as text to look for, never as query syntax',
    async (term) => {
      const body = await search(term);
      expect(body.code).toBe(200);
      const names = await t.app.db.selectFrom('product_translation').select('product_id').where('name', 'like', `%${term}%`).execute();
      if (names.length === 0) expect(body.data.total).toBe(0);
    },
  );

  it('finds nothing for nonsense, and sorts hits by price when asked', async () => {
    expect((await search('zzqqxxyy')).data).toMatchObject({ total: 0, list: [] });
    const { data } = await t.app.inject('/api/search/a?sort=price_asc&page_size=100').then((r) => r.json());
    expect(data.list.map(paid)).toEqual([...data.list.map(paid)].sort((a, b) => a - b));
  });
});

describe('catalogue cache', () => {
  const t = useTestApp('sqlite');

  it('answers 304 to a matching If-None-Match, and serves fresh data after a clear', async () => {
    const first = await t.app.inject('/api/customer/product/get_hot_list?page_size=3');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ url: '/api/customer/product/get_hot_list?page_size=3', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const top = first.json().data.list[0];
    await t.app.db.updateTable('product').set({ sales: 0 }).where('id', '=', top.id).execute();
    const cached = (await t.app.inject('/api/customer/product/get_hot_list?page_size=3')).json().data.list[0];
    expect(cached.id).toBe(top.id); // still cached

    const admin = (await postForm(t.app, '/api/customer/login/account', { email: 'admin@agora.test', password: 'Admin#2026' })).json().data['access-token'];
    const buyer = (await postForm(t.app, '/api/customer/login/account', { email: 'buyer1@agora.test', password: 'Buyer#2026' })).json().data['access-token'];
    expect((await t.app.inject('/api/customer/product/clear_product_cache')).json().code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject({ url: '/api/customer/product/clear_product_cache', headers: { 'access-token': buyer } })).json().code).toBe(
      ErrorCode.noPermission,
    );
    const cleared = (await t.app.inject({ url: '/api/customer/product/clear_product_cache', headers: { 'access-token': admin } })).json();
    expect(cleared.code).toBe(200);
    expect(cleared.data.cleared).toBeGreaterThan(0);
    const fresh = (await t.app.inject('/api/customer/product/get_hot_list?page_size=3')).json().data.list[0];
    expect(fresh.id).not.toBe(top.id);
  });

  it("never replays an admin's cache clear to a guest or a buyer", async () => {
    const url = '/api/customer/product/clear_product_cache';
    const admin = (await postForm(t.app, '/api/customer/login/account', { email: 'admin@agora.test', password: 'Admin#2026' })).json().data['access-token'];
    const buyer = (await postForm(t.app, '/api/customer/login/account', { email: 'buyer2@agora.test', password: 'Buyer#2026' })).json().data['access-token'];
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url, headers: { 'access-token': admin } })).json().code).toBe(200);
    expect((await t.app.inject(url)).json().code).toBe(ErrorCode.tokenExpired);
    expect((await t.app.inject({ url, headers: { 'access-token': buyer } })).json().code).toBe(ErrorCode.noPermission);
  });

  it('sends gzip to clients that accept it, built and cached alike, and plain JSON to the others', async () => {
    const url = '/api/customer/product/get_new?page_size=12';
    const gzipped = () => t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const built = await gzipped();
    const cached = await gzipped();
    const plain = await t.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.list).toHaveLength(12);
    for (const res of [built, cached]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    }
    // Too small to be worth it: sent as it is.
    const small = await t.app.inject({ url: '/api/customer/product/get_new?page_size=1&sort=price_asc&max_price=1', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
  });

  it('keeps languages apart', async () => {
    const en = (await t.app.inject({ url: '/api/customer/product/get_new?page_size=1', headers: { lang: 'en' } })).json().data.list[0];
    const es = (await t.app.inject({ url: '/api/customer/product/get_new?page_size=1', headers: { lang: 'es' } })).json().data.list[0];
    expect(en.name).toBe(en.name_en);
    expect(es.name).toBe(es.name_es);
  });
});

describe.each(dialects())('product descriptions on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('are stored sanitised: sanitising them again changes nothing, and the detail answers them as stored', async () => {
    const rows = await t.app.db.selectFrom('product_translation').select(['product_id', 'lang', 'description']).execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => sanitizeRichText(r.description) !== r.description)).toEqual([]);
    const first = rows.find((r) => r.lang === 'en') as (typeof rows)[number];
    const detail = (await t.app.inject(`/api/customer/product/detail/${first.product_id}`)).json().data;
    expect(detail.description).toBe(first.description);
  });
});
