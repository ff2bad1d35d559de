/**
 * Uploads made before `media.sha256` existed have none: the first time the flags compare shop
 * applications' ID pictures, the missing hashes of every application's pictures are computed from
 * the stored files (DATA_DIR/media/<path>, as media/routes.ts stores them) and kept, so each old
 * file is read once. A file that is gone keeps null and matches nothing.
 * @example await hashApplicationPictures(db, path.join(config.DATA_DIR, 'media'))
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';

/** Files hashed per call at most, so one page view never reads thousands of old files. */
const BATCH = 200;

export async function hashApplicationPictures(db: Db, mediaDir: string): Promise<number> {
  const pictures = db.selectFrom('shop_application').select('id_front_image as path').union(db.selectFrom('shop_application').select('id_back_image as path'));
  const missing = await db.selectFrom('media').select(['id', 'path']).where('sha256', 'is', null).where('path', 'in', pictures).limit(BATCH).execute();
  let hashed = 0;
  for (const row of missing) {
    const file = path.resolve(mediaDir, row.path);
    if (!file.startsWith(path.resolve(mediaDir) + path.sep)) continue;
    const bytes = await fs.readFile(file).catch(() => null);
    if (!bytes) continue;
    await db
      .updateTable('media')
      .set({ sha256: createHash('sha256').update(bytes).digest('hex') })
      .where('id', '=', row.id)
      .where('sha256', 'is', null)
      .execute();
    hashed += 1;
  }
  return hashed;
}
