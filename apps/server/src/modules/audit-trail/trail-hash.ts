/**
 * How a trail row is sealed: sha256 over the previous row's hash and the row's fields, each in a
 * fixed place of a JSON array (so no two different rows serialise alike, and a field moved into
 * another cannot keep the hash).
 * @example rowHash({ id: 1, prev_hash: GENESIS_HASH, … }) // '5e0c…' (64 hex digits)
 */
import { createHash } from 'node:crypto';
import type { AuditTrailTable } from '../../db/schema';

/** The `prev_hash` of the first row, and the head's hash while the trail is empty. */
export const GENESIS_HASH = '0'.repeat(64);

export type TrailFields = Omit<AuditTrailTable, 'hash'>;

/** The row's fields in their fixed order, as one canonical text. */
export function canonicalRow(row: TrailFields): string {
  return JSON.stringify([
    row.id,
    row.created_at,
    row.actor_user_id,
    row.actor_roles,
    row.actor_shop_id,
    row.ip,
    row.action,
    row.target_type,
    row.target_id,
    row.before,
    row.after,
    row.reason,
  ]);
}

export function rowHash(row: TrailFields): string {
  return createHash('sha256').update(row.prev_hash).update('\n').update(canonicalRow(row)).digest('hex');
}
