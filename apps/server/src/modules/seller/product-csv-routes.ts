/** Bulk: the shop's products back from CSV (`POST /api/seller/product/import`, multipart `file` or JSON `{csv}`); product-csv-import.ts. */
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import { importRefusalSchema, importResultSchema } from '@agora/contract/seller';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { AppError, unwrap } from '../../lib/errors';
import { messageFor } from '../../lib/messages';
import { docs } from '../../lib/route-docs';
import { dropChangedAnswers } from '../catalog/catalog-cache';
import { importCsv } from './product-csv-import';
import { SELLER_CODES } from './seller-codes';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** The CSV text: the multipart part `file`, or `csv` of a JSON body. */
async function csvOf(request: FastifyRequest): Promise<string> {
  const missing = new AppError(ErrorCode.missingParameter, {}, { field: 'file', reason: 'required' });
  if (!request.isMultipart()) {
    const csv = (request.body as { csv?: unknown } | undefined)?.csv;
    if (typeof csv !== 'string' || csv === '') throw missing;
    return csv;
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw missing;
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError(ErrorCode.invalidParameter, {}, { field: 'file', reason: 'tooBig', params: { max: '2 MB' } });
    return bytes.toString('utf8');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.invalidParameter, {}, { field: 'file', reason: 'invalid' });
  }
}

export async function sellerProductCsvRoutes(server: FastifyInstance): Promise<void> {
  await server.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, parts: 1, fields: 0, fieldSize: 0, fieldNameSize: 100, headerPairs: 20 } });
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/product/import',
    {
      schema: {
        ...docs(
          'seller centre',
          'The export’s CSV back (multipart `file` or JSON `{csv}`): every line is checked first and nothing is applied unless all are good; then it is written in short batches. Bad lines answer 1000008 with `data.rows` [{line, column, reason, params}]; an id of another shop 2000019. One import at a time per shop and 10 an hour, else 1000010 with `params.seconds`. Stopped part-way by a fault: 2000018, the products it created removed, `data` {created: 0, updated, in_review} the edits it kept',
          [...SELLER_CODES, ErrorCode.invalidParameter, ErrorCode.missingParameter, ErrorCode.noData, ErrorCode.tooManyRequests, ErrorCode.dataOperationFailed],
          { security: true },
        ),
        response: { 200: envelopeSchema(z.union([importResultSchema, importRefusalSchema])) },
      },
    },
    async (request) => {
      const csv = await csvOf(request);
      const outcome = unwrap(
        await importCsv(app.db, { shopId: request.shop!.id, userId: request.user!.id, lang: request.lang }, csv, {
          // Each batch is visible once committed: buyers' cached answers showing its products go then.
          afterBatch: (changes) => {
            if (changes.length) dropChangedAnswers(app, { products: changes });
          },
          log: request.log,
        }),
      );
      if (!outcome.ok) {
        // The refusal carries every bad line, so the page can list them all at once.
        return {
          code: ErrorCode.invalidParameter,
          message: messageFor(request.lang, ErrorCode.invalidParameter),
          data: { rows: outcome.rows },
          field: 'file',
          reason: 'invalid',
        };
      }
      return success(request, { created: outcome.created, updated: outcome.updated, in_review: outcome.in_review });
    },
  );
}
