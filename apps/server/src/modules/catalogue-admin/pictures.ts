/** Icons and logos as stored: '' (none), the record's current picture, or an upload of the operator's own. */
import type { Executor } from '../../db/database';
import { ownUploads } from '../media/owned-uploads';

/**
 * The path to store, or null when `given` is neither the current picture nor the operator's upload.
 * @example await acceptedPicture(db, 1, '/media/upload/2026/11/ab.webp', '', '/media') // 'upload/2026/11/ab.webp'
 */
export async function acceptedPicture(db: Executor, adminId: number, given: string, current: string, mediaBaseUrl: string): Promise<string | null> {
  const prefix = `${mediaBaseUrl.replace(/\/+$/, '')}/`;
  const path = given.startsWith(prefix) ? given.slice(prefix.length) : given;
  if (path === '' || path === current) return path;
  return (await ownUploads(db, adminId, [path])).has(path) ? path : null;
}
