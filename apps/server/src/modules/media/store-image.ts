/**
 * Stores an uploaded picture: the format is read from the bytes by sharp (JPEG, PNG, WebP or GIF,
 * never the name or declared type), then it is re-encoded to WebP, upright and without metadata,
 * at most 2000 px plus a 400 px thumbnail, under `media/upload/YYYY/MM/`, and recorded in `media`.
 *
 * A small file can declare a huge picture (a 777 KB PNG of 9,999 × 9,999 16-bit pixels decodes to
 * 800 MB), so the size the header declares is checked against `maxPixels` before anything is
 * decoded, the picture is decoded once (the WebP and its thumbnail are both made from that one
 * decoding), and at most as many pictures as there are cores are worked on at once.
 * @example
 * const stored = unwrap(await storeImage(app.db, { mediaDir, userId, bytes, maxPixels: 50_000_000 }));
 * // stored.path = 'upload/2026/11/3f2a….webp', stored.thumb = 'upload/2026/11/3f2a…-thumb.webp'
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { workQueue } from '../../lib/work-queue';
import { thumbOf } from './thumb-path';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 2000;
const THUMB_SIDE = 400;

// libvips keeps recent operations' results for reuse (up to 50 MB); an upload is never seen twice.
sharp.cache(false);

/** Image jobs at once: one per core; a few more may wait, the rest are asked to retry. */
export const imageJobs = workQueue({ concurrency: availableParallelism(), maxWaiting: 4 * availableParallelism() });

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
  /** The most pixels a picture may have (width × height; an animation keeps its first frame): UPLOAD_MAX_PIXELS. */
  maxPixels: number;
}

type Encoded = { data: Buffer; info: OutputInfo };

const notImage = () => fail(ErrorCode.invalidParameter, { field: 'file', reason: 'notImage' });
const tooManyPixels = (maxPixels: number) =>
  fail(ErrorCode.invalidParameter, { field: 'file', reason: 'tooBig', params: { max: `${Math.floor(maxPixels / 1_000_000)} MP` } });

/** Decodes the upright picture once, at most MAX_SIDE, and encodes the WebP and thumbnail from those pixels. */
async function encode(bytes: Buffer, maxPixels: number): Promise<Result<{ main: Encoded; thumb: Encoded }>> {
  let declared: Metadata;
  try {
    // Reads the header only; the pixel limit is ours to judge, below, with its own message.
    declared = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return notImage();
  }
  if (!ACCEPTED_FORMATS.has(declared.format)) return notImage();
  if ((declared.width ?? 0) * (declared.height ?? 0) > maxPixels) return tooManyPixels(maxPixels);
  try {
    const pixels = await sharp(bytes, { limitInputPixels: maxPixels })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
    const [main, thumb] = await Promise.all([
      sharp(pixels.data, raw).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      sharp(pixels.data, raw)
        .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return ok({ main, thumb });
  } catch {
    // sharp could not decode it: truncated or corrupt.
    return notImage();
  }
}

export async function storeImage(db: Db, input: StoreImageInput): Promise<Result<StoredImage>> {
  const encoded = await imageJobs.run(() => encode(input.bytes, input.maxPixels));
  if (!encoded.ok) return encoded;
  const { main, thumb } = encoded.value;

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
        // What repeat-flags compares: the same picture sent by two accounts.
        sha256: createHash('sha256').update(main.data).digest('hex'),
      })
      .execute();
  } catch (error) {
    // Undo: no file without its row.
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
  return ok(stored);
}
