/** A logged-in buyer's delivery addresses (spec §7's `checkout/onepage` address calls). */
import { ADDRESS_MAX, addressIdInputSchema, addressSchema, saveAddressInputSchema } from '@agora/contract/addresses';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { defaultAddress, listAddresses, removeAddress, saveAddress } from './service';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];
const one = envelopeSchema(addressSchema);
const list = envelopeSchema(z.array(addressSchema));

export async function addressRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireUser };
  const doc = (summary: string, codes: number[] = []) => docs('addresses', summary, [...TOKEN, ...codes], { security: true });

  app.post(
    '/checkout/onepage/addressadd',
    {
      ...guarded,
      schema: {
        ...doc(
          `Adds an address, or edits one of the caller’s with \`id\` (another’s answers 2000019). \`country\` an ISO code from /api/citys; \`state\` one of its states, required when it has any; \`city\` required unless the country has no cities in the data; \`is_default\` 1 makes it the default (the first address is it anyway). At most ${ADDRESS_MAX} addresses: one more answers 1000008 naming \`id\` (edit or remove one). Answers the saved address`,
          [ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        body: saveAddressInputSchema,
        response: { 200: one },
      },
    },
    async (request) => success(request, unwrap(await saveAddress(app.db, request.lang, request.user!.id, request.body))),
  );

  app.post(
    '/checkout/onepage/getaddresslist',
    {
      ...guarded,
      schema: {
        ...doc('The caller’s addresses, the default first, then newest first, with `country_name` and `state_name` in the reader’s language'),
        response: { 200: list },
      },
    },
    async (request) => success(request, await listAddresses(app.db, request.lang, request.user!.id)),
  );

  app.post(
    '/checkout/onepage/default-address',
    {
      ...guarded,
      schema: { ...doc('The caller’s default address; 2000008 when they have none', [ErrorCode.defaultAddressEmpty]), response: { 200: one } },
    },
    async (request) => success(request, unwrap(await defaultAddress(app.db, request.lang, request.user!.id))),
  );

  app.post(
    '/checkout/onepage/remove_address',
    {
      ...guarded,
      schema: {
        ...doc(
          'Removes one of the caller’s addresses (another’s answers 2000019); when it was the default, the newest remaining one becomes it. Answers the addresses left',
          [ErrorCode.missingParameter, ErrorCode.invalidParameter, ErrorCode.noData],
        ),
        body: addressIdInputSchema,
        response: { 200: list },
      },
    },
    async (request) => success(request, unwrap(await removeAddress(app.db, request.lang, request.user!.id, request.body.id))),
  );
}
