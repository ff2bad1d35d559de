/** What a message must be: some text or a picture, and only the writer's own uploads. */
import { ErrorCode } from '@agora/contract/errors';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { ownUploads } from '../media/owned-uploads';

/** 1000009 naming `body` when there is neither text nor a picture; 1000008 naming `images.N` for someone else's upload. */
export async function checkMessage(db: Executor, userId: number, message: { body: string; images: string[] }): Promise<Result<null>> {
  if (!message.body && message.images.length === 0) return fail(ErrorCode.missingParameter, { field: 'body', reason: 'required' });
  const owned = await ownUploads(db, userId, message.images);
  const foreign = message.images.findIndex((path) => !owned.has(path));
  if (foreign >= 0) return fail(ErrorCode.invalidParameter, { field: `images.${foreign}`, reason: 'notOwnUpload' });
  return ok(null);
}
