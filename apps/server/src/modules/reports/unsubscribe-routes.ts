/**
 * The newsletter's unsubscribe link: `GET /customer/newsletter/unsubscribe?token=…` (the token is
 * the subscriber's own random one), answered in the subscriber's language. No login: the token is
 * the proof. Clicking twice answers the same.
 */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { resolveLang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import { newsletterTokenQuerySchema } from '@agora/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { unsubscribeByToken } from './newsletter';

export async function newsletterUnsubscribeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/customer/newsletter/unsubscribe',
    {
      schema: {
        ...docs('start-up', 'Unsubscribes the newsletter subscriber whose link carries this token (no login). 2000019 when the token names no subscriber', [
          ErrorCode.missingParameter,
          ErrorCode.invalidParameter,
          ErrorCode.noData,
        ]),
        querystring: newsletterTokenQuerySchema,
        response: { 200: envelopeSchema(z.object({ email: z.string(), lang: z.string(), state: z.literal('unsubscribed') })) },
      },
    },
    async (request) => {
      const subscriber = unwrap(await unsubscribeByToken(app.db, request.query.token));
      // The message in the language the subscriber signed up in (the link is opened from their mail).
      const lang = resolveLang(subscriber.lang);
      const message = formatMessage(MESSAGES[lang].mail.newsletterLeft, { email: subscriber.email });
      return { ...success(request, { ...subscriber, state: 'unsubscribed' as const }), message };
    },
  );
}
