/** Operators write, translate and publish blog articles and keep its categories (`/api/admin/blog/*`). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminBlogArticleSchema,
  adminBlogCategorySchema,
  adminBlogListQuerySchema,
  adminBlogSummarySchema,
  blogCategoryDeleteInputSchema,
  blogCategorySaveInputSchema,
  blogIdParamsSchema,
  blogPublishInputSchema,
  blogSaveInputSchema,
} from '@agora/contract/pages-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { articleForEditing, articlesForAdmin, categoriesForAdmin, deleteCategory, publishArticle, saveArticle, saveCategory } from './edit-blog';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function blogAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/blog/list',
    {
      schema: {
        ...doc(
          "Articles, last changed first, optionally only `published` or `draft` ones (`status`) or of one `category_id`; titles and category names in the reader's language (English where not written) and the languages written",
          [ErrorCode.invalidParameter],
        ),
        querystring: adminBlogListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminBlogSummarySchema)) },
      },
    },
    async (request) => success(request, await articlesForAdmin(app.db, request.query, request.lang)),
  );

  app.get(
    '/blog/categories',
    {
      schema: {
        ...doc('Every blog category with name_{lang} for every language (empty where not written) and how many articles it has'),
        response: { 200: envelopeSchema(z.array(adminBlogCategorySchema)) },
      },
    },
    async (request) => success(request, await categoriesForAdmin(app.db)),
  );

  app.get(
    '/blog/:id',
    {
      schema: {
        ...doc('One article for editing: title_{lang}, summary_{lang} and body_{lang} for every language (empty where not written)', [
          ErrorCode.invalidParameter,
          ErrorCode.noData,
        ]),
        params: blogIdParamsSchema,
        response: { 200: envelopeSchema(adminBlogArticleSchema) },
      },
    },
    async (request) => success(request, unwrap(await articleForEditing(app.db, request.params.id))),
  );

  app.post(
    '/blog/save',
    {
      schema: {
        ...doc(
          'Save an article: a new draft without `id`, or an edit; `category_id`, `cover_image` (your own upload or its current picture), title_{lang}, summary_{lang}, body_{lang} (HTML, sanitised), English required; a language sent all empty is removed, one not sent is kept',
          [ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        body: blogSaveInputSchema,
        response: { 200: envelopeSchema(adminBlogArticleSchema) },
      },
    },
    async (request) => success(request, unwrap(await saveArticle(app.db, request.user!.id, request.body, app.config.MEDIA_BASE_URL))),
  );

  app.post(
    '/blog/publish',
    {
      schema: {
        ...doc('Publish (`published` 1) or unpublish (0) an article; its date is when it was first published', [
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
          ErrorCode.noData,
        ]),
        body: blogPublishInputSchema,
        response: { 200: envelopeSchema(adminBlogArticleSchema) },
      },
    },
    async (request) => success(request, unwrap(await publishArticle(app.db, request.body))),
  );

  app.post(
    '/blog/category/save',
    {
      schema: {
        ...doc('Create a blog category (no `id`) or rename one: name_{lang}, English required, `sort` optional', [
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
          ErrorCode.noData,
        ]),
        body: blogCategorySaveInputSchema,
        response: { 200: envelopeSchema(adminBlogCategorySchema) },
      },
    },
    async (request) => success(request, unwrap(await saveCategory(app.db, request.body))),
  );

  app.post(
    '/blog/category/delete',
    {
      schema: {
        ...doc('Delete a blog category that has no articles; one with articles answers 2000018', [
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
          ErrorCode.noData,
          ErrorCode.dataOperationFailed,
        ]),
        body: blogCategoryDeleteInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => success(request, unwrap(await deleteCategory(app.db, request.body.id))),
  );
}
