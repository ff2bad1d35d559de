/** The blog of daily news for readers: `/api/blog/categories`, `/list`, `/latest`, `/detail/{id}`. */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  blogArticleCardSchema,
  blogArticleSchema,
  blogCategorySchema,
  blogIdParamsSchema,
  blogLatestQuerySchema,
  blogListQuerySchema,
} from '@agora/contract/pages-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { blogCategories, blogDetail, blogList, latestArticles } from './read-blog';

export async function blogRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/blog/categories',
    {
      schema: {
        ...docs('content', "The blog's categories in the reader's language, each with how many published articles it has", []),
        response: { 200: envelopeSchema(z.array(blogCategorySchema)) },
      },
    },
    async (request) => success(request, await blogCategories(app.db, request.lang)),
  );

  app.get(
    '/blog/list',
    {
      schema: {
        ...docs('content', 'Published articles, newest first, of one `category_id` or all; `page_size` 1–50, default 10', [ErrorCode.invalidParameter]),
        querystring: blogListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(blogArticleCardSchema)) },
      },
    },
    async (request) => success(request, await blogList(app.db, request.query, request.lang)),
  );

  app.get(
    '/blog/latest',
    {
      schema: {
        ...docs('content', 'The newest published articles for the home page (`limit` 1–12, default 3)', [ErrorCode.invalidParameter]),
        querystring: blogLatestQuerySchema,
        response: { 200: envelopeSchema(z.array(blogArticleCardSchema)) },
      },
    },
    async (request) => success(request, await latestArticles(app.db, request.query.limit, request.lang)),
  );

  app.get(
    '/blog/detail/:id',
    {
      schema: {
        ...docs(
          'content',
          "A published article in the reader's language (English when not translated): title, summary, cover, body (sanitised HTML), date, category and up to four others of its category, newest first; 2000019 for a draft or an unknown id",
          [ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        params: blogIdParamsSchema,
        response: { 200: envelopeSchema(blogArticleSchema) },
      },
    },
    async (request) => success(request, unwrap(await blogDetail(app.db, request.params.id, request.lang))),
  );
}
