/**
 * The admin console's shop applications: the list by status, one in full with its ID pictures,
 * the review (approve opens the shop; reject needs a reason), and a shop's commission rate.
 * Registered in admin-scope.ts, which has already checked the admin role.
 */

import path from 'node:path';
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminApplicationsQuerySchema,
  flaggedApplicationDetailSchema,
  flaggedApplicationSchema,
  idParamsSchema,
  reviewApplicationInputSchema,
  reviewedSchema,
  setCommissionInputSchema,
  shopCommissionSchema,
} from '@agora/contract/shops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { noteTrail } from '../audit-trail/record-writes';
import { withApplicationRepeats } from '../repeat-flags/application-repeats';
import { applicationDetail, listApplications } from '../shops/admin-applications';
import { findShop } from '../shops/queries';
import { reviewApplication } from '../shops/review-application';
import { setCommission } from '../shops/shop-commission';

const GUARD = [ErrorCode.tokenExpired, ErrorCode.invalidToken, ErrorCode.accountUnavailable, ErrorCode.noPermission];
const BAD_INPUT = [ErrorCode.missingParameter, ErrorCode.invalidParameter];

export async function shopApplicationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const mediaDir = path.join(app.config.DATA_DIR, 'media');

  app.get(
    '/shop/applications',
    {
      schema: {
        ...docs(
          'admin',
          'Shop applications, newest first, optionally of one status, with the applicant and `repeats`: other accounts whose application sent the same ID picture (file hash) or phone, or whose phone it is',
          [...GUARD, ...BAD_INPUT],
          { security: true },
        ),
        querystring: adminApplicationsQuerySchema,
        response: { 200: envelopeSchema(pageSchema(flaggedApplicationSchema)) },
      },
    },
    async (request) => {
      const page = await listApplications(app.db, request.query);
      return success(request, { ...page, list: await withApplicationRepeats(app.db, mediaDir, page.list) });
    },
  );

  app.get(
    '/shop/applications/:id',
    {
      schema: {
        ...docs('admin', 'One shop application with both ID pictures and its `repeats` (as in the list)', [...GUARD, ...BAD_INPUT, ErrorCode.noData], {
          security: true,
        }),
        params: idParamsSchema,
        response: { 200: envelopeSchema(flaggedApplicationDetailSchema) },
      },
    },
    async (request) => {
      const detail = unwrap(await applicationDetail(app.db, request.params.id));
      const [withRepeats] = await withApplicationRepeats(app.db, mediaDir, [detail]);
      return success(request, withRepeats ?? { ...detail, repeats: [] });
    },
  );

  app.post(
    '/shop/review',
    {
      schema: {
        ...docs(
          'admin',
          'Decide a pending application: approve=1 opens the shop (commission_bps 0..10000, empty for the default) and makes the user a seller; approve=0 needs a reason. A decided one answers 2000018.',
          [...GUARD, ...BAD_INPUT, ErrorCode.noData, ErrorCode.dataOperationFailed],
          { security: true },
        ),
        body: reviewApplicationInputSchema,
        response: { 200: envelopeSchema(reviewedSchema) },
      },
    },
    async (request) => success(request, unwrap(await reviewApplication(app.db, request.user!.id, request.body))),
  );

  app.post(
    '/shop/commission',
    {
      schema: {
        ...docs('admin', "Set a shop's commission in basis points (0..10000), or empty for the mall's default", [...GUARD, ...BAD_INPUT, ErrorCode.noData], {
          security: true,
        }),
        body: setCommissionInputSchema,
        response: { 200: envelopeSchema(shopCommissionSchema) },
      },
    },
    async (request) => {
      const before = await findShop(app.db, request.body.shop_id);
      const set = unwrap(await setCommission(app.db, request.body.shop_id, request.body.commission_bps));
      noteTrail(request, {
        target_type: 'shop',
        target_id: set.shop_id,
        before: { commission_bps: before?.commission_bps ?? null },
        after: { commission_bps: set.commission_bps },
      });
      return success(request, set);
    },
  );
}
