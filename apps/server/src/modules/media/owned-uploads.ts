/** Which of these uploaded files the user uploaded: a form may only point at a user's own pictures. */
import type { Executor } from '../../db/database';

/** Which of these paths the user uploaded. */
export async function ownUploads(db: Executor, userId: number, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('path').where('user_id', '=', userId).where('path', 'in', paths).execute();
  return new Set(rows.map((r) => r.path));
}
