/** Operators: the top-up queue and its review, the top-up settings, and the wallet types (`/api/admin/…`). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminRechargeListQuerySchema,
  adminRechargeSchema,
  rechargeReviewInputSchema,
  rechargeSettingsSchema,
  walletTypeAdminSchema,
  walletTypeSaveInputSchema,
} from '@agora/contract/topups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { adminRechargeView, rechargePage } from './recharge-queries';
import { reviewRecharge } from './review-recharge';
import { rechargeSettings, saveRechargeSettings } from './settings';
import { listWalletTypes, saveWalletType } from './wallet-types';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function topupAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/recharge/list',
    {
      schema: {
        ...doc('Top-ups with their user and voucher, optionally in one `state`: pending oldest first (the queue), otherwise newest first', [
          ErrorCode.invalidParameter,
        ]),
        querystring: adminRechargeListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminRechargeSchema)) },
      },
    },
    async (request) => {
      const page = await rechargePage(app.db, { state: request.query.state }, request.query.page, request.query.page_size);
      return success(request, { ...page, list: page.list.map(adminRechargeView) });
    },
  );

  app.post(
    '/recharge/review',
    {
      schema: {
        ...doc(
          'Decides a pending top-up: approve 1 credits `actual_amount` (US cents; default the amount asked for) to the wallet with its ledger row and sets the notice to success; approve 0 rejects it with `remark` (required) and sets the notice to failure. One already decided answers 2000007, an unknown id 2000019',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.auditFailed],
        ),
        body: rechargeReviewInputSchema,
        response: { 200: envelopeSchema(adminRechargeSchema) },
      },
    },
    async (request) => success(request, unwrap(await reviewRecharge(app.db, request.user!.id, request.body))),
  );

  app.get(
    '/recharge/settings',
    {
      schema: {
        ...doc('Top-up settings: `min_amount` (US cents) and `recharge_per_day` (submissions a user may make in any 24 hours)'),
        response: { 200: envelopeSchema(rechargeSettingsSchema) },
      },
    },
    async (request) => success(request, await rechargeSettings(app.db)),
  );

  app.post(
    '/recharge/settings',
    {
      schema: {
        ...doc('Sets the top-up settings; answers them', [ErrorCode.invalidParameter, ErrorCode.missingParameter]),
        body: rechargeSettingsSchema,
        response: { 200: envelopeSchema(rechargeSettingsSchema) },
      },
    },
    async (request) => success(request, await saveRechargeSettings(app.db, request.body)),
  );

  app.get(
    '/wallet-types',
    {
      schema: {
        ...doc('Every wallet type, disabled ones too, with its receiving address and rate (units per US dollar)'),
        response: { 200: envelopeSchema(z.object({ list: z.array(walletTypeAdminSchema), total: z.number() })) },
      },
    },
    async (request) => success(request, await listWalletTypes(app.db)),
  );

  app.post(
    '/wallet-types/save',
    {
      schema: {
        ...doc(
          'Adds a wallet type, or edits one (`id`): `name`, `code` (upper-cased; one another type has answers 1000008 naming `code`), `receive_address`, `rate` (units per US dollar, up to 6 decimals), `enabled` 1/0, `sort`. Top-ups already submitted keep the rate they were submitted at',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData],
        ),
        body: walletTypeSaveInputSchema,
        response: { 200: envelopeSchema(walletTypeAdminSchema) },
      },
    },
    async (request) => success(request, unwrap(await saveWalletType(app.db, request.body))),
  );
}
