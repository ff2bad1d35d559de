/**
 * Builds the Fastify app from a configuration: tests call `buildApp` and `app.inject()`, main.ts
 * calls it and listens. Everything under /api answers the envelope.
 * @example const app = await buildApp(loadConfig({ DATA_DIR: tmp })); await app.ready();
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { resolveLang } from '@agora/contract/locale';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Db, type DialectName, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { frameworkErrorHandler, registerErrorHandling } from './lib/envelope';
import { AppError } from './lib/errors';
import { createMailer, type Mailer } from './lib/mailer';
import { messageFor } from './lib/messages';
import { refuseNul } from './lib/refuse-nul';
import { addSecurityHeaders } from './lib/security-headers';
import { limitConnections, serverTimeouts } from './lib/server-limits';
import './lib/request-context';
import { accountRoutes } from './modules/account/routes';
import { addressRoutes } from './modules/addresses/routes';
import { adminScope } from './modules/admin/admin-scope';
import { affiliateRoutes } from './modules/affiliate/routes';
import { authRoutes } from './modules/auth/routes';
import { blogRoutes } from './modules/blog/routes';
import { cartRoutes } from './modules/cart/routes';
import { createCatalogCache } from './modules/catalog/catalog-cache';
import { catalogScope } from './modules/catalog/catalog-scope';
import { checkoutRoutes } from './modules/checkout/routes';
import { liveChatOrigin } from './modules/content/live-chat-origin';
import { contentRoutes } from './modules/content/routes';
import { couponRoutes } from './modules/coupons/routes';
import { earningsRoutes } from './modules/earnings/routes';
import { addDealClock } from './modules/flash-deals/deal-clock';
import { flashDealRoutes } from './modules/flash-deals/routes';
import { healthRoutes } from './modules/health/routes';
import { localeRoutes } from './modules/locale/routes';
import { locationRoutes } from './modules/locations/routes';
import { mailRoutes } from './modules/mail/routes';
import { startMail } from './modules/mail/start-mail';
import { mediaRoutes } from './modules/media/routes';
import { noticeRoutes } from './modules/notices/routes';
import { cardIntentRoutes } from './modules/orders/card-intent-routes';
import { orderRoutes } from './modules/orders/routes';
import { addOrderSweeps } from './modules/orders/sweeps';
import type { PaymentProvider } from './modules/payments/provider';
import { sandboxProvider } from './modules/payments/sandbox';
import { stripeProvider } from './modules/payments/stripe';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook';
import { phoneVerifyRoutes } from './modules/phone-verify/routes';
import { policyRoutes } from './modules/policies/routes';
import { refundRoutes } from './modules/refunds/routes';
import { newsletterUnsubscribeRoutes } from './modules/reports/unsubscribe-routes';
import { sellerScope } from './modules/seller/seller-scope';
import { productShippingRoutes } from './modules/shipping/routes';
import { shopRoutes } from './modules/shops/routes';
import { staffInviteRoutes } from './modules/staff/admin-routes';
import { ticketRoutes } from './modules/tickets/routes';
import { topupRoutes } from './modules/topups/routes';
import { userRoutes } from './modules/users/routes';
import { walletRoutes } from './modules/wallet/routes';
import { staticFiles } from './modules/web/static-files';
import { wishlistRoutes } from './modules/wishlist/routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    mailer: Mailer;
    /** Who charges cards: the built-in sandbox unless Stripe is configured. */
    cardProvider: PaymentProvider;
  }
}

export interface AppDeps {
  db?: Db;
  dialect?: DialectName;
  mailer?: Mailer;
  cardProvider?: PaymentProvider;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const opened = deps.db ? { db: deps.db, dialect: deps.dialect ?? 'sqlite' } : openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  await migrateToLatest(opened.db);

  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    ...serverTimeouts(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Search terms and other path values are checked by their schemas (a search term: at most
    // 100 characters) and answer 1000008 naming the field; the router's own limit is only a guard.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: frameworkErrorHandler,
    // Per-request lines only when debugging; faults are always logged with their request id.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
  });
  limitConnections(app.server, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', opened.db);
  app.decorate('dialect', opened.dialect);
  app.decorate('catalogCache', createCatalogCache());
  addDealClock(app);
  addOrderSweeps(app);
  app.decorate('mailer', deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox') }));
  startMail(app);
  app.decorate(
    'cardProvider',
    deps.cardProvider ??
      (config.stripe ? stripeProvider({ secretKey: config.stripe.secretKey, publishableKey: config.stripe.publishableKey }) : sandboxProvider()),
  );
  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLang(request.headers.lang);
  });
  app.addHook('onClose', async () => {
    if (!deps.db) await opened.db.destroy();
  });

  app.decorate('liveChatOrigin', liveChatOrigin(opened.db));
  addSecurityHeaders(app, config, () => app.liveChatOrigin.current());
  refuseNul(app);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError(ErrorCode.tooManyRequests, { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Agora API',
        version: '1',
        description: 'Every answer is the envelope {code, message, data}. Send `lang` for the message language and `access-token` when logged in.',
      },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerErrorHandling(app, config.BODY_LIMIT);

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        userRoutes,
        localeRoutes,
        contentRoutes,
        newsletterUnsubscribeRoutes,
        catalogScope,
        flashDealRoutes,
        wishlistRoutes,
        mediaRoutes,
      ])
        await api.register(routes);
      await api.register(noticeRoutes);
      await api.register(phoneVerifyRoutes);
      await api.register(accountRoutes);
      await api.register(shopRoutes);
      await api.register(cartRoutes);
      await api.register(addressRoutes);
      await api.register(locationRoutes);
      await api.register(walletRoutes);
      await api.register(earningsRoutes);
      await api.register(topupRoutes);
      await api.register(withdrawalRoutes);
      await api.register(checkoutRoutes);
      await api.register(productShippingRoutes);
      await api.register(couponRoutes);
      await api.register(orderRoutes);
      await api.register(cardIntentRoutes);
      await api.register(refundRoutes);
      await api.register(ticketRoutes);
      await api.register(affiliateRoutes);
      await api.register(policyRoutes);
      await api.register(blogRoutes);
      await api.register(staffInviteRoutes);
      await api.register(mailRoutes);
      if (config.stripe) await api.register(stripeWebhookRoutes, { webhookSecret: config.stripe.webhookSecret });
      await api.register(sellerScope, { prefix: '/seller' });
      await api.register(adminScope, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(staticFiles);

  app.setNotFoundHandler((request, reply) => {
    // A missing picture is a 404 an <img> understands, not a redirect to the app's 404 page.
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/') || request.method !== 'GET') {
      return reply.status(404).send({ code: ErrorCode.routeNotFound, message: messageFor(request.lang, ErrorCode.routeNotFound), data: null });
    }
    return reply.redirect('/#/pages/users/404');
  });
  return app;
}
