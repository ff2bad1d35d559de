/**
 * The console's flash deals and adverts (`/api/admin/flash-deal/…`, `/api/admin/advert/…`;
 * content staff). A change shows on the storefront at once: deal writes run the deal clock
 * (effective prices, the catalogue cache), and adverts are read uncached.
 */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminAdvertListSchema,
  adminAdvertSchema,
  adminFlashDealListSchema,
  adminFlashDealSchema,
  advertSaveInputSchema,
  dealVariantQuerySchema,
  dealVariantSchema,
  flashDealSaveInputSchema,
  idInputSchema,
} from '@agora/contract/marketing-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { deleteAdvert, listAdverts, saveAdvert } from './adverts';
import { listFlashDeals, searchDealVariants } from './deal-reads';
import { endFlashDeal, saveFlashDeal } from './save-flash-deal';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];
const WRITE_CODES = [ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData];

export async function marketingAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });
  const oneDeal = async (lang: Parameters<typeof listFlashDeals>[1], id: number) => (await listFlashDeals(app.db, lang, [id])).list[0] ?? null;

  app.get(
    '/flash-deal/list',
    {
      schema: {
        ...doc(
          'Every flash deal, running first, then upcoming, then ended: titles per language (title_{lang}, "" when not written), starts_at and ends_at (ISO-8601 UTC), state, sold of quantity, and its items (variant, its own price, deal price, quantity, sold); server_time for countdowns',
        ),
        response: { 200: envelopeSchema(adminFlashDealListSchema) },
      },
    },
    async (request) => success(request, await listFlashDeals(app.db, request.lang)),
  );

  app.get(
    '/flash-deal/variants',
    {
      schema: {
        ...doc(
          'Up to 20 variants of products on sale whose product name (any language) or SKU contains `keyword`, with their own price and stock, for a deal’s items',
          [ErrorCode.invalidParameter],
        ),
        querystring: dealVariantQuerySchema,
        response: { 200: envelopeSchema(z.object({ list: z.array(dealVariantSchema), total: z.number() })) },
      },
    },
    async (request) => success(request, await searchDealVariants(app.db, request.lang, request.query.keyword)),
  );

  app.post(
    '/flash-deal/save',
    {
      schema: {
        ...doc(
          'Create a deal (no `id`) or edit one not yet ended (JSON): title_{lang} for en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn (English required; a language sent empty is removed, one not sent is kept), starts_at, ends_at (ends_at after starts_at and not past: 1000008 `ends_at`), items [{variant_id, price, quantity}] (US cents; price above 0 and below the variant’s own price, quantity ≥ 1; the variant’s product on sale and listed once). Refused with 1000008: `items` (`dealOverlap`) when a variant is in another deal whose window overlaps; `items.N.quantity` or `items` (`belowSold`) when a running deal’s quantity would fall below what was sold or an item that sold would be dropped; `id` (`dealEnded`) for an ended deal. 1000009 (noData) for an unknown `id` or variant. The storefront’s prices, countdowns and deal allowance follow at once.',
          WRITE_CODES,
        ),
        body: flashDealSaveInputSchema,
        response: { 200: envelopeSchema(adminFlashDealSchema) },
      },
    },
    async (request) => {
      const id = unwrap(await saveFlashDeal(app.db, request.body));
      await app.dealClock.refresh();
      return success(request, await oneDeal(request.lang, id));
    },
  );

  app.post(
    '/flash-deal/end',
    {
      schema: {
        ...doc(
          'End a running deal now (an upcoming one is ended before it starts); its prices go back to the regular ones at once. An ended deal: 1000008 `id` (`dealEnded`)',
          WRITE_CODES,
        ),
        body: idInputSchema,
        response: { 200: envelopeSchema(adminFlashDealSchema) },
      },
    },
    async (request) => {
      const id = unwrap(await endFlashDeal(app.db, request.body.id));
      await app.dealClock.refresh();
      return success(request, await oneDeal(request.lang, id));
    },
  );

  app.get(
    '/advert/list',
    {
      schema: {
        ...doc(
          'Every advert by position (top, center_top, center, center_bottom, bottom) and order: image, link, title_{lang} ("" when not written), starts_at and ends_at (null: open), state (upcoming, running, ended); the home page shows the running ones',
        ),
        response: { 200: envelopeSchema(adminAdvertListSchema) },
      },
    },
    async (request) => success(request, await listAdverts(app.db, request.lang)),
  );

  app.post(
    '/advert/save',
    {
      schema: {
        ...doc(
          'Create an advert (no `id`) or edit one: position (one of the five), image (your own upload, see /api/upload, or its current picture; else 1000008 `notOwnUpload`), link (a path in the mall such as /product/… or /category/…, or an https address; else 1000008 `link`), title_{lang} (English required), starts_at and ends_at (optional; ends_at after starts_at), sort (optional; new ones go last). Shown on the home page at once, only within its dates',
          WRITE_CODES,
        ),
        body: advertSaveInputSchema,
        response: { 200: envelopeSchema(adminAdvertSchema) },
      },
    },
    async (request) => {
      const id = unwrap(await saveAdvert(app.db, request.user!.id, request.body, app.config.MEDIA_BASE_URL));
      return success(request, (await listAdverts(app.db, request.lang, [id])).list[0] ?? null);
    },
  );

  app.post(
    '/advert/delete',
    {
      schema: {
        ...doc('Delete an advert (`id`); the home page stops showing it at once', WRITE_CODES),
        body: idInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => success(request, unwrap(await deleteAdvert(app.db, request.body.id))),
  );
}
