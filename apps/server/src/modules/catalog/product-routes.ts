/** Product listings: all, hot, new, recommended, by category, brand and shop; all take the same query. */
import { idPageParamsSchema, idParamSchema, productCardSchema, productListQuerySchema } from '@agora/contract/catalog';
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { categorySchema } from '@agora/contract/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireRole } from '../auth/session';
import { clearCatalogCache } from './catalog-cache';
import { type DefaultOrder, listProducts, type ProductScope } from './product-list';
import { findBrand, findCategory, findShop, listCategoryTree } from './queries';
import { searchProductIds } from './search';

const LIST_CODES = [ErrorCode.invalidParameter];
const QUERY_HELP = 'Query: page, page_size (≤ 100), sort (new, price_asc, price_desc), min_price, max_price (US cents), brand_id (one id or a comma list).';
const productPage = pageSchema(productCardSchema);

export async function productRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  const lists: [string, string, ProductScope, DefaultOrder][] = [
    ['/customer/product/get_all_products', 'Every product on sale, newest first', {}, 'new'],
    ['/customer/product/get_hot_list', 'Best sellers first', {}, 'hot'],
    ['/customer/product/get_new', 'Newest first', {}, 'new'],
    ['/customer/product/get_recommend', 'Recommended products, best sellers first (home section)', { recommended: true }, 'hot'],
    ['/customer/product/get_recommend_list', 'Recommended products, best sellers first (the recommended page)', { recommended: true }, 'hot'],
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
      async (request) => success(request, await listProducts(app.db, request.lang, scope, request.query, order)),
    );
  }

  app.get(
    '/search/:term',
    {
      schema: {
        ...docs(
          'catalogue',
          `Products whose name, in any language, contains the term (case- and accent-insensitive), best match first unless a sort is given; at most 1000 hits. ${QUERY_HELP}`,
          LIST_CODES,
        ),
        params: z.object({ term: z.string().min(1).max(100) }),
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(productPage) },
      },
    },
    async (request) => {
      const ids = await searchProductIds(app.db, request.params.term);
      return success(request, await listProducts(app.db, request.lang, { productIds: ids }, request.query, 'rank'));
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
        querystring: productListQuerySchema.omit({ page: true }),
        response: { 200: envelopeSchema(productPage.extend({ category: categorySchema })) },
      },
    },
    async (request) => {
      const { id, page } = request.params;
      const category = await findCategory(app.db, request.lang, id);
      if (!category) throw new AppError(ErrorCode.noData);
      const ids = [category.id, ...(category.children ?? []).map((c) => c.id)];
      const result = await listProducts(app.db, request.lang, { categoryIds: ids }, { ...request.query, page }, 'new');
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
      const brand = await findBrand(app.db, request.params.id);
      if (!brand) throw new AppError(ErrorCode.noData);
      return success(request, { ...(await listProducts(app.db, request.lang, { brandId: brand.id }, request.query, 'new')), brand });
    },
  );

  app.get(
    '/shop/:id/:page',
    {
      schema: {
        ...docs('catalogue', `A shop and its products, page from the path. ${QUERY_HELP}`, [...LIST_CODES, ErrorCode.noData]),
        params: idPageParamsSchema,
        querystring: productListQuerySchema.omit({ page: true }),
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
        ...(await listProducts(app.db, request.lang, { shopId: shop.id }, { ...request.query, page: request.params.page }, 'new')),
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
