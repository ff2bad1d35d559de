/** Product listings: all, hot, new, recommended, by category, brand and shop; all take the same query. */
import {
  idPageParamsSchema,
  idParamSchema,
  type ProductListQuery,
  pathPagedListQuerySchema,
  productCardSchema,
  productListQuerySchema,
  productListSchema,
  searchAnswerSchema,
} from '@agora/contract/catalog';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import { categorySchema } from '@agora/contract/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { success } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireRole } from '../auth/session';
import { brandFacets, searchBrandFacets } from './brand-facets';
import { clearCatalogCache } from './catalog-cache';
import { type DefaultOrder, listProducts, type ProductScope } from './product-list';
import { findBrand, findCategory, findShop, listCategoryTree } from './queries';
import { nearestTerm, searchProducts } from './search';

/** How many of the nearest term's products a search that found nothing offers. */
const NEAREST_COUNT = 12;

const LIST_CODES = [ErrorCode.invalidParameter];
const QUERY_HELP =
  'Query: page, page_size (≤ 100), sort (new, price_asc, price_desc, sales: best selling, rating: best rated), min_price ≤ max_price (US cents; a min_price above max_price answers 1000008 naming min_price), brand_id (one id or a comma list). Answers `brands`: the brands of the scope within the price range, before the brand filter, with their product counts, most first (at most 30, plus the chosen ones).';
const productPage = productListSchema;

/** A page of the scope's products and the brands the scope holds. */
async function listing(db: Db, lang: Lang, scope: ProductScope, query: ProductListQuery, order: DefaultOrder) {
  const [page, brands] = await Promise.all([listProducts(db, lang, scope, query, order), brandFacets(db, lang, scope, query)]);
  return { ...page, brands };
}

export async function productRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  const lists: [string, string, ProductScope, DefaultOrder][] = [
    ['/customer/product/get_all_products', 'Every product on sale, newest first', {}, 'new'],
    ['/customer/product/get_hot_list', 'Products the mall features first (in its order), then best sellers', { featured: 'hot' }, 'hot'],
    ['/customer/product/get_new', 'Newest first', {}, 'new'],
    ['/customer/product/get_recommend', 'Recommended, featured first, then best sellers (home)', { recommended: true, featured: 'recommended' }, 'hot'],
    ['/customer/product/get_recommend_list', 'Recommended, featured first, then best sellers (page)', { recommended: true, featured: 'recommended' }, 'hot'],
  ];
  for (const [path, summary, scope, order] of lists) {
    app.get(
      path,
      {
        schema: {
          ...docs('catalogue', `${summary}. ${QUERY_HELP}`, LIST_CODES),
          querystring: productListQuerySchema,
          response: { 200: envelopeSchema(productPage) },
        },
      },
      async (request) => success(request, await listing(app.db, request.lang, scope, request.query, order)),
    );
  }

  app.get(
    '/search/:term',
    {
      schema: {
        ...docs(
          'catalogue',
          `Products matching every word of the term, in any order, in their names (any language, case- and accent-insensitive, plural or singular) or their category's; best match first unless a sort is given (a whole word, then a word start, then inside a word; category matches first among equals); at most 1000 hits. When nothing matches, the nearest spelling is searched and named in \`corrected_term\` (else null); when that finds nothing either, \`nearest\` holds the nearest shorter term ("iphone 15" → "iphone", earlier words kept first) and its first 12 products (else null). ${QUERY_HELP}`,
          LIST_CODES,
        ),
        params: z.object({ term: z.string().min(1).max(100) }),
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(searchAnswerSchema) },
      },
    },
    async (request) => {
      const { ids, hits, corrected_term } = await searchProducts(app.db, request.params.term);
      const [page, brands] = await Promise.all([
        listProducts(app.db, request.lang, { productIds: ids }, request.query, 'rank'),
        searchBrandFacets(app.db, request.lang, hits, request.query),
      ]);
      // The term finds nothing at all: offer the nearest shorter term's products instead of an empty page.
      const near = ids.length === 0 ? await nearestTerm(app.db, request.params.term) : null;
      const nearest = near
        ? { term: near.term, list: (await listProducts(app.db, request.lang, { productIds: near.ids }, { page: 1, page_size: NEAREST_COUNT }, 'rank')).list }
        : null;
      return success(request, { ...page, brands, corrected_term, nearest });
    },
  );

  app.get(
    '/category/:id/:page',
    {
      schema: {
        ...docs('catalogue', `Products of a category (a top-level one includes its sub-categories), page from the path. ${QUERY_HELP}`, [
          ...LIST_CODES,
          ErrorCode.noData,
        ]),
        params: idPageParamsSchema,
        querystring: pathPagedListQuerySchema,
        response: { 200: envelopeSchema(productPage.extend({ category: categorySchema })) },
      },
    },
    async (request) => {
      const { id, page } = request.params;
      const category = await findCategory(app.db, request.lang, id);
      if (!category) throw new AppError(ErrorCode.noData);
      const ids = [category.id, ...(category.children ?? []).map((c) => c.id)];
      const result = await listing(app.db, request.lang, { categoryIds: ids }, { ...request.query, page }, 'new');
      return success(request, { ...result, category: { ...category, product_count: result.total } });
    },
  );

  app.get(
    '/brand/:id',
    {
      schema: {
        ...docs('catalogue', `Products of a brand. ${QUERY_HELP}`, [...LIST_CODES, ErrorCode.noData]),
        params: idParamSchema,
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(productPage.extend({ brand: z.object({ id: z.number(), name: z.string(), logo: z.string() }) })) },
      },
    },
    async (request) => {
      const brand = await findBrand(app.db, request.lang, request.params.id);
      if (!brand) throw new AppError(ErrorCode.noData);
      return success(request, { ...(await listing(app.db, request.lang, { brandId: brand.id }, request.query, 'new')), brand });
    },
  );

  app.get(
    '/shop/:id/:page',
    {
      schema: {
        ...docs('catalogue', `A shop and its products, page from the path. ${QUERY_HELP}`, [...LIST_CODES, ErrorCode.noData]),
        params: idPageParamsSchema,
        querystring: pathPagedListQuerySchema,
        response: {
          200: envelopeSchema(
            productPage.extend({
              shop: z.object({
                id: z.number(),
                name: z.string(),
                logo: z.string(),
                banner: z.string(),
                description: z.string(),
                product_count: z.number(),
                sales: z.number(),
                rating: z.number(),
                created_at: z.string(),
              }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const shop = await findShop(app.db, request.lang, request.params.id);
      if (!shop) throw new AppError(ErrorCode.noData);
      return success(request, {
        ...(await listing(app.db, request.lang, { shopId: shop.id }, { ...request.query, page: request.params.page }, 'new')),
        shop,
      });
    },
  );

  app.get(
    '/customer/index/get-first-category',
    {
      schema: {
        ...docs('catalogue', 'The top-level categories (with their children), in sort order', []),
        response: { 200: envelopeSchema(z.object({ list: z.array(categorySchema), total: z.number() })) },
      },
    },
    async (request) => success(request, await listCategoryTree(app.db, request.lang, { page: 1, page_size: 100 })),
  );

  app.get(
    '/category/top3',
    {
      schema: {
        ...docs('catalogue', 'The three top-level categories with the most products on sale, each with its six best sellers', []),
        response: { 200: envelopeSchema(z.object({ list: z.array(categorySchema.extend({ products: z.array(productCardSchema) })) })) },
      },
    },
    async (request) => {
      const { list } = await listCategoryTree(app.db, request.lang, { page: 1, page_size: 100 });
      const top = [...list].sort((a, b) => b.product_count - a.product_count).slice(0, 3);
      const withProducts = await Promise.all(
        top.map(async (category) => {
          const ids = [category.id, ...(category.children ?? []).map((c) => c.id)];
          const { list: products } = await listProducts(app.db, request.lang, { categoryIds: ids }, { page: 1, page_size: 6 }, 'hot');
          return { ...category, products };
        }),
      );
      return success(request, { list: withProducts });
    },
  );

  app.get(
    '/customer/product/clear_product_cache',
    {
      schema: {
        ...docs('catalogue', 'Admin: drop the cached catalogue answers', [ErrorCode.tokenExpired, ErrorCode.invalidToken, ErrorCode.noPermission], {
          security: true,
        }),
        response: { 200: envelopeSchema(z.object({ cleared: z.number() })) },
      },
      preHandler: requireRole('admin'),
      // An admin's answer must never be replayed to the next caller from the cache.
      config: { uncached: true },
    },
    async (request) => success(request, { cleared: clearCatalogCache(app) }),
  );
}
