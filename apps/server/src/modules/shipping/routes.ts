/** Delivery options: each shop's in the seller centre (`/api/seller/shipping`), the mall's defaults in the console (`/api/admin/shipping`). */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  mallShippingInputSchema,
  mallShippingSchema,
  sellerShippingInputSchema,
  sellerShippingSchema,
  shippingEstimateQuerySchema,
  shippingEstimateSchema,
} from '@agora/contract/shipping';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { noteTrail } from '../audit-trail/record-writes';
import { authenticate, tokenOf } from '../auth/session';
import { SELLER_CODES } from '../seller/seller-codes';
import { estimateShipping } from './estimate';
import { getMallShipping, saveMallShipping } from './mall-shipping';
import { getShopShipping, saveShopShipping } from './shop-shipping';

const CHANNEL_RULES =
  'Each channel: `code` (a–z, 0–9, _ and -; unique in the list; what a checkout’s `shipping=shopId:code` names), `name_en` (required) and `name_{lang}`, `fee` and `free_above` (US cents; `free_above` null: never free by amount), `days_min` ≤ `days_max` (days in transit), `countries` (ISO codes served; none: every country). Channels are offered in the order sent. A buyer’s address in no channel’s countries answers 2000005 naming the shop.';

export async function sellerShippingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('seller centre', summary, [...SELLER_CODES, ...codes], { security: true });

  app.get(
    '/shipping',
    {
      schema: {
        ...doc('The shop’s delivery channels (the mall’s default ones while it has none: `uses_mall_default` 1), handling days, pickup address and vacation'),
        response: { 200: envelopeSchema(sellerShippingSchema) },
      },
    },
    async (request) => success(request, await getShopShipping(app.db, request.lang, request.shop!.id)),
  );

  app.post(
    '/shipping',
    {
      schema: {
        ...doc(
          `Saves the shop’s delivery settings as a whole (JSON). \`channels\`: at most 10; none returns the shop to the mall’s default channels. ${CHANNEL_RULES} \`handling_days\` (0–30) are added to each channel’s days for the arrival window buyers see. \`pickup_address\`: contact, phone, country, state, city, postcode, address. \`vacation_until\` (a future moment, or null): until then the shop’s products stay visible and a checkout with them answers 2000021. Answers what GET does.`,
          [ErrorCode.invalidParameter, ErrorCode.missingParameter],
        ),
        body: sellerShippingInputSchema,
        response: { 200: envelopeSchema(sellerShippingSchema) },
      },
    },
    async (request) => {
      const shopId = request.shop!.id;
      const before = await getShopShipping(app.db, request.lang, shopId);
      const saved = unwrap(await saveShopShipping(app.db, request.lang, shopId, request.body));
      noteTrail(request, { target_type: 'shop', target_id: shopId, before, after: saved });
      return success(request, saved);
    },
  );
}

export async function mallShippingAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const codes = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];
  const doc = (summary: string, more: number[] = []) => docs('admin', summary, [...codes, ...more], { security: true });

  app.get(
    '/shipping',
    {
      schema: {
        ...doc('The mall’s default delivery channels, which every shop without channels of its own ships by, and how many open shops do'),
        response: { 200: envelopeSchema(mallShippingSchema) },
      },
    },
    async (request) => success(request, await getMallShipping(app.db, request.lang)),
  );

  app.post(
    '/shipping',
    {
      schema: {
        ...doc(`Replaces the mall’s default delivery channels (JSON \`channels\`, 1 to 10). ${CHANNEL_RULES}`, [
          ErrorCode.invalidParameter,
          ErrorCode.missingParameter,
        ]),
        body: mallShippingInputSchema,
        response: { 200: envelopeSchema(mallShippingSchema) },
      },
    },
    async (request) => {
      const before = await getMallShipping(app.db, request.lang);
      const saved = unwrap(await saveMallShipping(app.db, request.lang, request.body));
      noteTrail(request, { target_type: 'mall_shipping', before: before.channels, after: saved.channels });
      return success(request, saved);
    },
  );
}

/** The estimate before checkout, for guests and buyers alike (a buyer's default address gives the country). */
export async function productShippingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/customer/product/shipping',
    {
      schema: {
        ...docs(
          'catalogue',
          'Delivery before checkout: each channel of the product’s shop serving `country` (ISO; without it the caller’s default address’s country when logged in, else every channel), its fee, what `quantity` of the variant would be charged (free above an amount, the mall’s free-delivery pieces) and the arrival window in days, handling included. `served` 0: the shop does not deliver there. Priced as the checkout prices.',
          [ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        querystring: shippingEstimateQuerySchema,
        response: { 200: envelopeSchema(shippingEstimateSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(app.db, tokenOf(request));
      return success(request, unwrap(await estimateShipping(app.db, request.lang, request.query, caller.ok ? caller.value.id : null)));
    },
  );
}
