/** Becoming a seller: apply for a shop and read the application's state. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode, TOKEN_CODES } from '@agora/contract/errors';
import { appliedSchema, applySellerInputSchema, sellerApplicationSchema } from '@agora/contract/shops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { applyForShop, ownApplication } from './apply-for-shop';

export async function shopRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/customer/user/applyseller',
    {
      schema: {
        ...docs(
          'shops',
          'Apply to open a shop: shop_name, contact (phone), email, address, description (optional), id_front_image and id_back_image (paths of your own uploads). Sends a notice (type 100, state 0). An e-mail address not yet proved answers 2000015 `emailNotVerified`.',
          [...TOKEN_CODES, ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.sellerApplicationFailed, ErrorCode.alreadyAppliedSeller],
          { security: true },
        ),
        body: applySellerInputSchema,
        response: { 200: envelopeSchema(appliedSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => success(request, unwrap(await applyForShop(app.db, request.user!.id, request.body, { mediaBaseUrl: app.config.MEDIA_BASE_URL }))),
  );

  app.get(
    '/customer/user/seller-application',
    {
      schema: {
        ...docs(
          'shops',
          "The caller's latest shop application with its status and the reviewer's reason; 2000015 when never applied",
          [...TOKEN_CODES, ErrorCode.sellerApplicationFailed],
          { security: true },
        ),
        response: { 200: envelopeSchema(sellerApplicationSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => success(request, unwrap(await ownApplication(app.db, request.user!.id))),
  );
}
