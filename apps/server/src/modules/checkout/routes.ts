/** Checkout: the summary and the placement (spec §2 cart steps; paths in the spec's `checkout/onepage` style). */
import { checkoutPlacedSchema, checkoutPlaceInputSchema, checkoutSummaryInputSchema, checkoutSummarySchema } from '@agora/contract/checkout';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { placeCheckout } from './place';
import { checkoutSummary } from './summary';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];
const LINES = [
  ErrorCode.invalidParameter,
  ErrorCode.missingParameter,
  ErrorCode.noData,
  ErrorCode.productFailure,
  ErrorCode.insufficientStock,
  ErrorCode.shippingSwitchFailed,
];

export async function checkoutRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[]) => docs('checkout', summary, [...TOKEN, ...codes], { security: true });

  app.post(
    '/checkout/onepage/summary',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'What the chosen cart lines (cart_item_ids) or one buy-now line (product_id, variant_id, quantity) would cost: per shop the lines, subtotal, shipping options and the chosen one (shipping: `shopId:code,…`), discount, tax and total; the totals and the wallet balance. US cents',
          LINES,
        ),
        body: checkoutSummaryInputSchema,
        response: { 200: envelopeSchema(checkoutSummarySchema) },
      },
    },
    async (request) => success(request, unwrap(await checkoutSummary(app.db, request.lang, request.user!.id, request.body))),
  );

  app.post(
    '/checkout/onepage/place',
    {
      preHandler: requireUser,
      schema: {
        ...doc(
          'Places the checkout: one order per shop under one checkout_id, paid by wallet, card or cash on delivery. The same idempotency_key again answers what the first placement answered (its orders as they are now) and charges nothing. A declined card answers 1500019 with the placed (unpaid) orders in data. With `expected_total` (the summary’s total the buyer confirmed), a different total answers 1000008 naming it (reason `priceChanged`) with the new summary in data, and places nothing',
          [...LINES, ErrorCode.balanceInsufficient, ErrorCode.orderPaymentFailed],
        ),
        body: checkoutPlaceInputSchema,
        // The new summary comes only with 1000008 `priceChanged`.
        response: { 200: envelopeSchema(checkoutPlacedSchema.or(checkoutSummarySchema)) },
      },
    },
    async (request) =>
      success(
        request,
        unwrap(await placeCheckout({ db: app.db, lang: request.lang, provider: app.cardProvider, userId: request.user!.id, log: request.log }, request.body)),
      ),
  );
}
