/** `POST /api/citys`: the places an address is picked from, for anyone. */
import { placesInputSchema, placesSchema } from '@agora/contract/addresses';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { listPlaces } from './service';

export async function locationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/citys',
    {
      schema: {
        ...docs(
          'addresses',
          'Places for an address, names in the reader’s language where the data has them (countries always; states for their own country’s language): no field → the countries [{code, name}] (ISO 3166-1 alpha-2); `country` → its states or provinces [{code, name}] ([] when it has none); `country` and `state` → the state’s cities [{name}] ([] when the data has none). Data: @countrystatecity/countries (ODbL-1.0); country names: CLDR. Anyone',
          [ErrorCode.missingParameter, ErrorCode.invalidParameter],
        ),
        // A POST with no body at all asks for the countries.
        body: z.preprocess((v) => v ?? {}, placesInputSchema),
        response: { 200: envelopeSchema(placesSchema) },
      },
    },
    async (request) => success(request, unwrap(await listPlaces(request.lang, request.body))),
  );
}
