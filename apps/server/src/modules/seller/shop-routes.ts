/** The seller centre's shop settings and dashboard. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { sellerDashboardSchema, shopSettingsInputSchema, shopSettingsSchema } from '@agora/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { dropChangedAnswers } from '../catalog/catalog-cache';
import { getDashboard } from './dashboard';
import { SELLER_CODES } from './seller-codes';
import { getShopSettings, saveShopSettings } from './shop-settings';

export async function sellerShopRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('seller centre', summary, [...SELLER_CODES, ...codes], { security: true });

  app.get(
    '/dashboard',
    {
      schema: {
        ...doc(
          'Sales this month and last (0 until orders exist), product counts by status, variants low on stock, the latest reviews, sales per day of both months',
        ),
        response: { 200: envelopeSchema(sellerDashboardSchema) },
      },
    },
    async (request) => success(request, await getDashboard(app.db, request.lang, request.shop!.id)),
  );

  app.get(
    '/shop',
    {
      schema: {
        ...doc('The shop’s settings, descriptions in every language, and shop_url, its page in the mall'),
        response: { 200: envelopeSchema(shopSettingsSchema) },
      },
    },
    async (request) => success(request, await getShopSettings(app.db, request.shop!.id)),
  );

  app.post(
    '/shop',
    {
      schema: {
        ...doc('Change the shop’s settings: name, logo and banner (uploads of the caller’s), description_{lang} (English required), contact, email, address', [
          ErrorCode.invalidParameter,
          ErrorCode.missingParameter,
        ]),
        body: shopSettingsInputSchema,
        response: { 200: envelopeSchema(shopSettingsSchema) },
      },
    },
    async (request) => {
      const settings = unwrap(await saveShopSettings(app.db, { shopId: request.shop!.id, userId: request.user!.id }, request.body));
      // Its name and pictures show on its page and on every card of its products.
      dropChangedAnswers(app, { shops: [request.shop!.id] });
      return success(request, settings);
    },
  );
}
