/**
 * Operators keep the catalogue's categories and brands (`/api/admin/category/*`, `/api/admin/brand/*`).
 * Every write drops the storefront's cached catalogue answers, so menus and lists change at once.
 */
import {
  adminBrandListQuerySchema,
  adminBrandSchema,
  adminCategorySchema,
  brandSaveInputSchema,
  categoryDeleteInputSchema,
  categorySaveInputSchema,
} from '@agora/contract/catalogue-admin';
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { type Result, unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { clearCatalogCache } from '../catalog/service';
import { brandsForAdmin, saveBrand } from './brands';
import { categoriesForAdmin, deleteCategory, saveCategory } from './categories';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];
const SAVE_CODES = [ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData];

export async function catalogueAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });
  /** A write's answer, after dropping the storefront's cached catalogue when it went through. */
  const written = <T>(result: Result<T>): T => {
    if (result.ok) clearCatalogCache(app);
    return unwrap(result);
  };

  app.get(
    '/category/list',
    {
      schema: {
        ...doc(
          "Every category, parents before their sub-categories, each level by `sort` then id: `name` in the operator's language (English where not written), name_{lang} for every language ('' where not written), `langs` written, `icon`, `sort`, `hidden`, `product_count` (products in any state) and `child_count`",
        ),
        response: { 200: envelopeSchema(z.array(adminCategorySchema)) },
      },
    },
    async (request) => success(request, await categoriesForAdmin(app.db, request.lang)),
  );

  app.post(
    '/category/save',
    {
      schema: {
        ...doc(
          "Create a category (no `id`; `name_en` required) or edit one (a field not sent is kept): `parent_id` (0 or '' for top level), name_{lang} for en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn (another language sent empty is removed and shows English), `icon` (the operator's own upload or the current icon; '' for none), `sort` (0–9999, lower first), `hidden` (1 takes it and its sub-categories out of the storefront's menus and category pages; its products stay on sale and findable by search). Categories go two levels deep: a parent must be top-level and a category with sub-categories stays at the top (1000008, parent_id, categoryTooDeep); a category under itself or its own sub-category answers 1000008 (parent_id, categoryUnderItself); an unknown parent 2000019 (parent_id); an icon that is not the operator's upload 1000008 (icon, notOwnUpload)",
          SAVE_CODES,
        ),
        body: categorySaveInputSchema,
        response: { 200: envelopeSchema(adminCategorySchema) },
      },
    },
    async (request) => success(request, written(await saveCategory(app.db, request.user!.id, request.body, app.config.MEDIA_BASE_URL, request.lang))),
  );

  app.post(
    '/category/delete',
    {
      schema: {
        ...doc(
          'Delete a category and its names; one that still has sub-categories answers 2000018 (id, categoryHasChildren), one that holds products in any state 2000018 (id, categoryHasProducts)',
          [ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData, ErrorCode.dataOperationFailed],
        ),
        body: categoryDeleteInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => success(request, written(await deleteCategory(app.db, request.body.id))),
  );

  app.get(
    '/brand/list',
    {
      schema: {
        ...doc(
          "Brands, paged (`page`, `page_size` ≤ 100), by `sort` then id, optionally those whose name in some language holds `q`: `name` in the operator's language, name_{lang} for every language ('' where not written), `langs`, `logo`, `sort`, `hidden`, `product_count` (products in any state)",
          [ErrorCode.invalidParameter],
        ),
        querystring: adminBrandListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminBrandSchema)) },
      },
    },
    async (request) => success(request, await brandsForAdmin(app.db, request.query, request.lang)),
  );

  app.post(
    '/brand/save',
    {
      schema: {
        ...doc(
          "Create a brand (no `id`; `name_en` required) or edit one (a field not sent is kept): name_{lang} for every language (another language sent empty is removed and shows English), `logo` (the operator's own upload or the current logo; '' for none; else 1000008, logo, notOwnUpload), `sort` (0–9999), `hidden` (1 takes it out of the storefront's brand lists and brand page; its products stay on sale)",
          SAVE_CODES,
        ),
        body: brandSaveInputSchema,
        response: { 200: envelopeSchema(adminBrandSchema) },
      },
    },
    async (request) => success(request, written(await saveBrand(app.db, request.user!.id, request.body, app.config.MEDIA_BASE_URL, request.lang))),
  );
}
