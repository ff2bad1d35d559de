/** Account routes: register, login, logout, forgot password. Paths are the spec's. */
import { loginInputSchema, loginResultSchema, registerInputSchema, resetPasswordInputSchema, sendResetCodeInputSchema } from '@agora/contract/auth';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { mallOrigin, sellerUrl } from '../../lib/seller-url';
import { sendEmailCode } from '../account/email-verify';
import { handoffRoutes } from './handoff';
import { resetPassword, sendResetCode } from './password-reset';
import { login, logout, register } from './service';
import { authenticate, requireUser, tokenOf } from './session';

const { missingParameter: MISSING, invalidParameter: INVALID, tooManyRequests: LIMIT } = ErrorCode;

/** The seller centre's address for this request (PUBLIC_URL, else an allowed Host; lib/seller-url.ts). */
export function sellerUrlOf(request: FastifyRequest): string {
  const { PUBLIC_URL, ALLOWED_HOSTS, PORT } = request.server.config;
  return sellerUrl({ host: request.host, protocol: request.protocol, publicUrl: PUBLIC_URL, allowedHosts: ALLOWED_HOSTS, port: PORT });
}

/** The mall's origin for links in mails (PUBLIC_URL, else an allowed Host). */
export function mallOriginOf(request: FastifyRequest): string {
  const { PUBLIC_URL, ALLOWED_HOSTS, PORT } = request.server.config;
  return mallOrigin({ host: request.host, protocol: request.protocol, publicUrl: PUBLIC_URL, allowedHosts: ALLOWED_HOSTS, port: PORT });
}

export async function authRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.AUTH_RATE_LIMIT, timeWindow: 60_000 };
  await app.register(handoffRoutes);

  app.post(
    '/customer/register/account',
    {
      schema: {
        ...docs('account', 'Register a buyer account and log it in', [
          MISSING,
          ErrorCode.registerDataWrong,
          ErrorCode.emailExists,
          ErrorCode.emailExistsRegisterFailed,
          LIMIT,
        ]),
        body: registerInputSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
      config: { invalidCode: ErrorCode.registerDataWrong, rateLimit },
    },
    async (request) => {
      const registered = unwrap(await register(app.db, request.body, { lang: request.lang, sellerUrl: sellerUrlOf(request) }));
      // The e-mail code goes out at once; a mail that fails is asked for again from the profile.
      const mailed = await sendEmailCode(app.db, app.mailer, app.config.appSecret, registered.user.id, request.lang);
      if (!mailed.ok) request.log.warn({ code: mailed.code }, 'e-mail verification code not sent on registering');
      return success(request, registered);
    },
  );

  app.post(
    '/customer/login/account',
    {
      schema: {
        ...docs(
          'account',
          'Log in; remember=1 keeps the token for 30 days instead of 1. Failed logins are limited per account (README, Limits). A request carrying a working access-token of the same account answers 1100006',
          [MISSING, INVALID, ErrorCode.wrongCredentials, ErrorCode.accountUnavailable, ErrorCode.alreadyLoggedIn, LIMIT],
        ),
        body: loginInputSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
      config: { rateLimit },
    },
    async (request) => {
      const onMailError = (err: unknown) => request.log.error({ err }, 'could not mail the login-paused alert');
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      // This client's own session, if it sends a working token (any other token is ignored here).
      const current = tokenOf(request) ? await authenticate(app.db, tokenOf(request)) : undefined;
      const loggedInAs = current?.ok ? current.value.id : undefined;
      return success(
        request,
        unwrap(await login(app.db, request.body, { sellerUrl: sellerUrlOf(request), mailer: app.mailer, onMailError, client, loggedInAs })),
      );
    },
  );

  app.get(
    '/customer/user/logout',
    {
      schema: {
        ...docs('account', 'Log out: the token stops working', [ErrorCode.invalidToken, ErrorCode.tokenExpired], { security: true }),
        response: { 200: envelopeSchema(z.null()) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await logout(app.db, request.user!.tokenId);
      return success(request, null);
    },
  );

  app.post(
    '/customer/password/send_code',
    {
      schema: {
        ...docs('account', 'Forgot password: e-mail a 6-digit code (one per 60 s, five a day)', [
          MISSING,
          INVALID,
          ErrorCode.emailNotFound,
          ErrorCode.mailFailed,
          LIMIT,
        ]),
        body: sendResetCodeInputSchema,
        response: { 200: envelopeSchema(z.object({ resend_after: z.number() })) },
      },
      config: { rateLimit },
    },
    async (request) => success(request, unwrap(await sendResetCode(app.db, app.mailer, app.config.appSecret, request.body.email, request.lang))),
  );

  app.post(
    '/customer/password/reset',
    {
      schema: {
        ...docs('account', 'Forgot password: set a new password with the e-mailed code', [
          MISSING,
          INVALID,
          ErrorCode.accountDataWrong,
          ErrorCode.emailNotFound,
          ErrorCode.captchaFailed,
          LIMIT,
        ]),
        body: resetPasswordInputSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: { rateLimit },
    },
    async (request) => success(request, unwrap(await resetPassword(app.db, app.config.appSecret, request.body))),
  );
}
