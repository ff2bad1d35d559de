/** Image upload for logged-in users: `POST /api/upload`, multipart field `file`, answered with the stored paths. */
import path from 'node:path';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Once an upload is refused, the rest of its body is not read: the answer says `Connection: close`
 * and the connection is closed when it is sent, so a client cannot keep us busy reading (and
 * parsing) the hundreds of megabytes it sends after the part we refused.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    if (!request.raw.complete) request.raw.destroy();
  });
}

/** The bytes of the `file` part; a missing, broken or oversized part is refused naming `file`. */
async function readFile(request: FastifyRequest, reply: FastifyReply, maxBytes: number): Promise<Buffer> {
  try {
    return await readFilePart(request, maxBytes);
  } catch (error) {
    closeAfterAnswer(request, reply);
    throw error;
  }
}

async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
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

/**
 * One part, the file: a text field (or a second part) is refused as soon as it starts, so no
 * field is ever buffered (250 fields of 1 MB before the file took the process down).
 */
const multipartLimits = (fileSize: number) => ({ fileSize, files: 1, parts: 1, fields: 0, fieldSize: 0, fieldNameSize: 100, headerPairs: 20 });

export async function mediaRoutes(server: FastifyInstance): Promise<void> {
  // Registered here, not globally: only this module accepts multipart bodies.
  await server.register(multipart, { limits: multipartLimits(server.config.UPLOAD_MAX_BYTES) });
  const app = server.withTypeProvider<ZodTypeProvider>();
  const mediaDir = path.join(app.config.DATA_DIR, 'media');

  app.post(
    '/upload',
    {
      schema: {
        ...docs(
          'media',
          'Upload a JPEG, PNG, WebP or GIF (multipart field `file`); stored as WebP, at most 2000 px, with a 400 px thumbnail',
          [ErrorCode.invalidParameter, ErrorCode.tooManyRequests, ...TOKEN_CODES],
          { security: true },
        ),
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
      preHandler: requireUser,
      // Per user, counted after the login check and before the body is read.
      config: {
        rateLimit: { max: app.config.UPLOAD_RATE_LIMIT, timeWindow: 60_000, hook: 'preHandler', keyGenerator: (request) => `upload:${request.user?.id}` },
      },
    },
    async (request, reply) => {
      const bytes = await readFile(request, reply, app.config.UPLOAD_MAX_BYTES);
      const stored = unwrap(await storeImage(app.db, { mediaDir, userId: request.user!.id, bytes, maxPixels: app.config.UPLOAD_MAX_PIXELS }));
      return success(request, { ...stored, url: `${app.config.MEDIA_BASE_URL}/${stored.path}` });
    },
  );
}
