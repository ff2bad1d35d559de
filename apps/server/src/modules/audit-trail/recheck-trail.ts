/**
 * The chain's check for the console's list, without hashing the whole trail on every call: per
 * database, the last row found sound (id and hash) and the trail's change count when it was
 * (`audit_trail_head.changes`, which triggers raise on every UPDATE or DELETE of a trail row; the
 * app only appends). The next check starts after that row when
 * - the change count is the same (no row was edited or removed since),
 * - that row is still there with the same hash, and its fields still give it,
 * - and no row sits below id 1 (an insertion cannot land between sound rows: ids are unique);
 * otherwise it checks the whole chain, as after a restart.
 *
 * What this keeps: any alteration, deletion or insertion made through SQL is named on the next
 * list, like the full check would, and rows appended since are hashed and linked. What it gives
 * up: an edit of a row before the remembered one made with the triggers dropped or disabled (by
 * someone who can change the schema) is not seen by the list until the process restarts; the
 * full check (`npm run audit:trail`, always whole) still finds it. The head's hash, noted
 * elsewhere, remains the guard against a chain re-hashed end to end.
 * @example const chain = await recheckTrail(db) // after the first call, hashes only new rows
 */
import type { TrailChain } from '@agora/contract/audit-trail';
import type { Db } from '../../db/database';
import { rowHash } from './trail-hash';
import { type TrailPoint, verifyTrailFrom } from './verify-trail';

const sound = new WeakMap<Db, TrailPoint & { changes: number }>();

export async function recheckTrail(db: Db): Promise<{ chain: TrailChain; checked: number }> {
  // Read before the check: a change made while it runs raises the count past the one remembered.
  const { changes } = await db.selectFrom('audit_trail_head').select('changes').where('id', '=', 1).executeTakeFirstOrThrow();
  const last = sound.get(db);
  const from = last && last.changes === changes && (await stillSound(db, last)) ? last : null;
  const result = await verifyTrailFrom(db, from);
  const { chain } = result;
  if (chain.intact && chain.head_id > 0) sound.set(db, { id: chain.head_id, hash: chain.head_hash, changes });
  else sound.delete(db);
  return result;
}

async function stillSound(db: Db, point: TrailPoint): Promise<boolean> {
  const row = await db.selectFrom('audit_trail').selectAll().where('id', '=', point.id).executeTakeFirst();
  if (!row || row.hash !== point.hash || rowHash(row) !== row.hash) return false;
  const below = await db.selectFrom('audit_trail').select('id').where('id', '<', 1).limit(1).executeTakeFirst();
  return !below;
}
