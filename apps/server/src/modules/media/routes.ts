/** Image upload for logged-in users: `POST /api/upload`, multipart field `file`, answered with the stored paths. */
import path from 'node:path';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { AppError, unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { storeImage } from './store-image';

const TOKEN_CODES = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];

const uploadResultSchema = z.object({ path: z.string(), thumb: z.string(), url: z.string(), width: z.number(), height: z.number() });

const megabytes = (bytes: number) => `${Number((bytes / 1_048_576).toFixed(2))} MB`;

/** The bytes of the `file` part; a missing, broken or oversized part is refused naming `file`. */
async function readFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  // A missing file is a missing field (1000009), like everywhere else; a broken one is invalid (1000008).
  const refuse = (reason: 'required' | 'invalid') =>
    new AppError(reason === 'required' ? ErrorCode.missingParameter : ErrorCode.invalidParameter, {}, { field: 'file', reason });
  const tooBig = new AppError(ErrorCode.invalidParameter, {}, { field: 'file', reason: 'tooBig', params: { max: megabytes(maxBytes) } });
  if (!request.isMultipart()) throw refuse('invalid');
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw refuse('required');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooBig;
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooBig;
    throw refuse('invalid'); // a malformed multipart body is the client's fault, not ours
  }
}

export async function mediaRoutes(server: FastifyInstance): Promise<void> {
  // Registered here, not globally: only this module accepts multipart bodies.
  await server.register(multipart, { limits: { fileSize: server.config.UPLOAD_MAX_BYTES, files: 1 } });
  const app = server.withTypeProvider<ZodTypeProvider>();
  const mediaDir = path.join(app.config.DATA_DIR, 'media');

  app.post(
    '/upload',
    {
      schema: {
        ...docs(
          'media',
          'Upload a JPEG, PNG, WebP or GIF (multipart field `file`); stored as WebP, at most 2000 px, with a 400 px thumbnail',
          [ErrorCode.invalidParameter, ...TOKEN_CODES],
          { security: true },
        ),
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const bytes = await readFile(request, app.config.UPLOAD_MAX_BYTES);
      const stored = unwrap(await storeImage(app.db, { mediaDir, userId: request.user!.id, bytes }));
      return success(request, { ...stored, url: `${app.config.MEDIA_BASE_URL}/${stored.path}` });
    },
  );
}
