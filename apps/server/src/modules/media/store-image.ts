/**
 * Stores an uploaded picture: the format is read from the bytes by sharp (JPEG, PNG, WebP or GIF,
 * never the name or declared type), then it is re-encoded to WebP, upright and without metadata,
 * at most 2000 px plus a 400 px thumbnail, under `media/upload/YYYY/MM/`, and recorded in `media`.
 * @example
 * const stored = unwrap(await storeImage(app.db, { mediaDir, userId, bytes }));
 * // stored.path = 'upload/2026/11/3f2a….webp', stored.thumb = 'upload/2026/11/3f2a…-thumb.webp'
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { thumbOf } from './thumb-path';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 2000;
const THUMB_SIDE = 400;
// Far above any camera's output, but stops a small file that declares huge dimensions from
// claiming gigabytes while it is decoded (sharp's own default is 268 megapixels).
const MAX_INPUT_PIXELS = 100_000_000;

export interface StoredImage {
  /** Relative to the media folder, e.g. 'upload/2026/11/3f2a….webp'. */
  path: string;
  thumb: string;
  width: number;
  height: number;
}

export interface StoreImageInput {
  mediaDir: string;
  userId: number;
  bytes: Buffer;
}

const notImage = () => fail(ErrorCode.invalidParameter, { field: 'file', reason: 'notImage' });

/** WebP of the upright image within a `side` × `side` box; sharp writes no metadata unless asked. */
function toWebp(bytes: Buffer, side: number) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
}

export async function storeImage(db: Db, input: StoreImageInput): Promise<Result<StoredImage>> {
  let main: Awaited<ReturnType<typeof toWebp>>;
  let thumb: Awaited<ReturnType<typeof toWebp>>;
  try {
    const { format } = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!ACCEPTED_FORMATS.has(format)) return notImage();
    [main, thumb] = await Promise.all([toWebp(input.bytes, MAX_SIDE), toWebp(input.bytes, THUMB_SIDE)]);
  } catch {
    // sharp could not read or decode it: not an image, truncated, or over the pixel limit.
    return notImage();
  }

  const createdAt = nowIso();
  const folder = `upload/${createdAt.slice(0, 4)}/${createdAt.slice(5, 7)}`;
  const id = randomBytes(12).toString('hex');
  const stored: StoredImage = { path: `${folder}/${id}.webp`, thumb: thumbOf(`${folder}/${id}.webp`), width: main.info.width, height: main.info.height };
  const files = [
    { file: path.join(input.mediaDir, stored.path), data: main.data },
    { file: path.join(input.mediaDir, stored.thumb), data: thumb.data },
  ];

  const written: string[] = [];
  await fs.mkdir(path.join(input.mediaDir, folder), { recursive: true });
  try {
    for (const { file, data } of files) {
      await fs.writeFile(file, data, { flag: 'wx' });
      written.push(file);
    }
    await db
      .insertInto('media')
      .values({
        user_id: input.userId,
        path: stored.path,
        mime: 'image/webp',
        width: stored.width,
        height: stored.height,
        bytes: main.info.size,
        created_at: createdAt,
      })
      .execute();
  } catch (error) {
    // Undo: no file without its row.
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
  return ok(stored);
}
