/**
 * Admin: a product as buyers will see it, whatever its status (`GET /api/admin/product/:id`), so
 * the review queue can show a pending product's page before deciding. Outside the catalogue's
 * scope, so never answered from nor stored in the catalogue cache.
 */
import { idParamSchema } from '@agora/contract/catalog';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { adminProductPreviewSchema } from '@agora/contract/product-preview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { getProductDetail } from '../catalog/product-detail';

/** The languages with the seller's own name, in the mall's order. */
async function writtenLangs(db: Db, productId: number): Promise<string[]> {
  const rows = await db.selectFrom('product_translation').select('lang').where('product_id', '=', productId).where('name', '<>', '').execute();
  const written = new Set(rows.map((r) => r.lang));
  return LANGS.filter((lang) => written.has(lang));
}

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function productPreviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/product/:id',
    {
      schema: {
        ...docs(
          'admin',
          'Any product (pending, refused, on or off sale) as its page shows it to buyers, in the request’s language, with `status`, `review_reason` and `written_langs` (the languages the seller wrote a name in; the others show English); no related products or best sellers',
          [...ADMIN_CODES, ErrorCode.invalidParameter, ErrorCode.noData],
          { security: true },
        ),
        params: idParamSchema,
        response: { 200: envelopeSchema(adminProductPreviewSchema) },
      },
    },
    async (request) => {
      const preview = unwrap(await getProductDetail(app.db, request.lang, request.params.id, { anyStatus: true }));
      return success(request, { ...preview, written_langs: await writtenLangs(app.db, preview.id) });
    },
  );
}
