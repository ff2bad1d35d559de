/**
 * Appends one row to the audit trail. The append takes the chain's head first (`UPDATE
 * audit_trail_head … RETURNING`): on PostgreSQL that row lock makes concurrent appends wait for
 * each other, so each one reads the hash the one before it wrote and the chain never forks; on
 * SQLite transactions already run one at a time. Row, head and link commit together or not at all.
 * @example await appendTrail(db, { actor_user_id: 1, actor_roles: 'owner', ip: '127.0.0.1', action: 'POST /api/admin/shop/commission', … })
 */
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import { rowHash, type TrailFields } from './trail-hash';

/** What the caller says about a write; the id, time and links are the appender's. */
export type TrailEntry = Omit<TrailFields, 'id' | 'created_at' | 'prev_hash'>;

export async function appendTrail(db: Db, entry: TrailEntry): Promise<{ id: number; hash: string }> {
  return inTransaction(db, async (trx) => {
    // Touching the head first is the lock; the hash it returns is the last committed row's.
    const head = await trx
      .updateTable('audit_trail_head')
      .set((eb) => ({ last_id: eb('last_id', '+', 1) }))
      .where('id', '=', 1)
      .returning(['last_id', 'hash'])
      .executeTakeFirstOrThrow();
    const row: TrailFields = { ...entry, id: head.last_id, created_at: nowIso(), prev_hash: head.hash };
    const hash = rowHash(row);
    await trx
      .insertInto('audit_trail')
      .values({ ...row, hash })
      .execute();
    await trx.updateTable('audit_trail_head').set({ hash }).where('id', '=', 1).execute();
    return { id: row.id, hash };
  });
}
