/**
 * Phone (WhatsApp) verification: `POST /customer/phone/send_code` sends a 6-digit code by SMS,
 * `POST /customer/phone/verify` checks it. The spec names no paths for these; these follow
 * `/customer/password/send_code`. The provider is the SMS outbox unless SMS_URL is set.
 */

import path from 'node:path';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { sendPhoneCodeInputSchema, sendPhoneCodeResultSchema, verifyPhoneInputSchema, verifyPhoneResultSchema } from '@agora/contract/phone-verify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { sendPhoneCode, verifyPhoneCode } from './service';
import { createSmsProvider } from './sms-provider';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

export async function phoneVerifyRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { SMS_URL, SMS_TOKEN, DATA_DIR, AUTH_RATE_LIMIT } = app.config;
  const sms = createSmsProvider({ smsUrl: SMS_URL, smsToken: SMS_TOKEN, outboxDir: path.join(DATA_DIR, 'sms-outbox') });
  const rateLimit = { max: AUTH_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    '/customer/phone/send_code',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'account',
          'Send a 6-digit code by SMS to phone (absent: the profile’s phone); one per 60 s, five a day; 2000001 when the SMS could not be sent',
          [...TOKEN, ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.smsFailed, ErrorCode.tooManyRequests],
          { security: true },
        ),
        body: sendPhoneCodeInputSchema,
        response: { 200: envelopeSchema(sendPhoneCodeResultSchema) },
      },
      config: { rateLimit },
    },
    async (request) => success(request, unwrap(await sendPhoneCode(app.db, sms, app.config.appSecret, request.user!.id, request.body, request.lang))),
  );

  app.post(
    '/customer/phone/verify',
    {
      preHandler: requireUser,
      schema: {
        ...docs(
          'account',
          'Check the SMS code: the number it went to becomes the account’s phone, proved; five tries per code',
          [...TOKEN, ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.captchaFailed],
          { security: true },
        ),
        body: verifyPhoneInputSchema,
        response: { 200: envelopeSchema(verifyPhoneResultSchema) },
      },
      config: { rateLimit },
    },
    async (request) => success(request, unwrap(await verifyPhoneCode(app.db, app.config.appSecret, request.user!.id, request.body.code))),
  );
}
