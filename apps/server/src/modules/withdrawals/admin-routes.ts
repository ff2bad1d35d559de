/** Operators: the withdrawal queue, the decision, and the settings (`/api/admin/withdraw/*`). */
import { envelopeSchema, pageSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import {
  adminWithdrawalSchema,
  adminWithdrawQuerySchema,
  WITHDRAWAL_STATES,
  withdrawReviewInputSchema,
  withdrawSettingsInputSchema,
  withdrawSettingsSchema,
} from '@agora/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { reviewWithdrawal, withdrawalsForReview } from './review';
import { saveWithdrawSettings, withdrawSettings } from './settings';

const ADMIN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable, ErrorCode.noPermission];

export async function withdrawalAdminRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string, codes: number[] = []) => docs('admin', summary, [...ADMIN_CODES, ...codes], { security: true });

  app.get(
    '/withdraw/list',
    {
      schema: {
        ...doc(
          'Withdrawals, optionally of one `state`: pending ones first (flagged ones, whose payment settings changed in the 24 hours before, at the top), each with its user and the details to pay to, unmasked',
          [ErrorCode.invalidParameter],
        ),
        querystring: adminWithdrawQuerySchema,
        response: { 200: envelopeSchema(pageSchema(adminWithdrawalSchema)) },
      },
    },
    async (request) => success(request, await withdrawalsForReview(app.db, request.query)),
  );

  app.post(
    '/withdraw/review',
    {
      schema: {
        ...doc(
          'Decide a pending withdrawal: approve 1 pays it out (state completed), approve 0 gives the amount back to the balance (state failed) with `remark` (required) as the reason; the user’s notice takes the outcome. One already decided or cancelled answers 2000007',
          [ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.auditFailed],
        ),
        body: withdrawReviewInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number(), state: z.enum(WITHDRAWAL_STATES) })) },
      },
    },
    async (request) => success(request, unwrap(await reviewWithdrawal(app.db, request.user!.id, request.body))),
  );

  app.get(
    '/withdraw/settings',
    {
      schema: {
        ...doc('The withdrawal minimum (cents) and fee (basis points of the amount)'),
        response: { 200: envelopeSchema(withdrawSettingsSchema) },
      },
    },
    async (request) => success(request, await withdrawSettings(app.db)),
  );

  app.post(
    '/withdraw/settings',
    {
      schema: {
        ...doc('Change the withdrawal minimum (`withdraw_min`, cents, ≥ 1) and fee (`withdraw_fee_bps`, 0–5000); a field not sent is kept', [
          ErrorCode.invalidParameter,
        ]),
        body: withdrawSettingsInputSchema,
        response: { 200: envelopeSchema(withdrawSettingsSchema) },
      },
    },
    async (request) => success(request, await saveWithdrawSettings(app.db, request.body)),
  );
}
