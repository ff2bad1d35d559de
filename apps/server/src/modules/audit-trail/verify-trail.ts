/**
 * Checks the audit trail from its first row to the head, and names the first broken row:
 * - `altered`: a row's fields no longer give its hash, or its `prev_hash` is not the hash of the
 *   row before (that row was changed and re-hashed, or the link itself was edited);
 * - `deleted`: ids are 1, 2, 3 … with no gap up to the head's last id, so a gap, or a head past
 *   the last row, is a deleted row (the first missing id is named);
 * - `inserted`: a row the chain never appended (an id past the head, or below 1).
 * Rows are read a batch at a time, so a long trail is never held in memory at once, and without a
 * transaction, so appends go on meanwhile: the scan stops at the head read first (a row and the
 * head move in one transaction), and a row past it counts as inserted only if it is past the head
 * read again after it.
 *
 * `verifyTrail` checks the whole chain (`npm run audit:trail`, the tests); `verifyTrailFrom`
 * starts after a row the caller vouches for (recheck-trail.ts, the console's list).
 * @example const chain = await verifyTrail(db); if (!chain.intact) console.log(chain.broken)
 */
import type { TrailChain } from '@agora/contract/audit-trail';
import type { Executor } from '../../db/database';
import { GENESIS_HASH, rowHash } from './trail-hash';

const BATCH = 2000;

/** A row of the chain taken as sound: its id and hash. */
export interface TrailPoint {
  id: number;
  hash: string;
}

export const verifyTrail = async (db: Executor): Promise<TrailChain> => (await verifyTrailFrom(db, null)).chain;

/**
 * Checks the chain after `from` (from its first row when null, or when the head is not past
 * `from`), and how many rows it hashed doing so.
 * @example await verifyTrailFrom(db, { id: 120, hash: 'ab12…' }) // { chain, checked: 3 } with rows #121–#123 appended since
 */
export async function verifyTrailFrom(db: Executor, from: TrailPoint | null): Promise<{ chain: TrailChain; checked: number }> {
  const head = await db.selectFrom('audit_trail_head').select(['last_id', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  const { rows } = await db
    .selectFrom('audit_trail')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  let checked = 0;
  const result = (broken: TrailChain['broken']) => ({
    chain: { intact: broken === null, rows: Number(rows), head_id: head.last_id, head_hash: head.hash, broken },
    checked,
  });

  const start = from && from.id <= head.last_id ? from : null;
  let expected = start ? start.id + 1 : 1;
  let prevHash = start ? start.hash : GENESIS_HASH;
  let after = start ? start.id : -2_147_483_648; // the least integer both databases' columns hold
  for (;;) {
    const batch = await db.selectFrom('audit_trail').selectAll().where('id', '>', after).where('id', '<=', head.last_id).orderBy('id').limit(BATCH).execute();
    for (const row of batch) {
      checked++;
      if (row.id < 1) return result({ id: row.id, kind: 'inserted', detail: `row #${row.id} was never appended: ids start at 1` });
      if (row.id > expected)
        return result({ id: expected, kind: 'deleted', detail: `${span(expected, row.id - 1)} missing: row #${row.id} follows #${expected - 1}` });
      if (rowHash(row) !== row.hash) return result({ id: row.id, kind: 'altered', detail: `row #${row.id}'s fields no longer give its hash` });
      if (row.prev_hash !== prevHash) {
        const before = expected === 1 ? "the chain's start" : `row #${expected - 1}'s hash`;
        return result({
          id: row.id,
          kind: 'altered',
          detail: `row #${row.id}'s prev_hash is not ${before}: that row was altered and re-hashed, or this link was edited`,
        });
      }
      expected = row.id + 1;
      prevHash = row.hash;
    }
    if (batch.length < BATCH) break;
    after = (batch[batch.length - 1] as { id: number }).id;
  }
  if (expected - 1 < head.last_id)
    return result({ id: expected, kind: 'deleted', detail: `${span(expected, head.last_id)} missing: the chain's head is row #${head.last_id}` });
  const past = await db.selectFrom('audit_trail').select('id').where('id', '>', head.last_id).orderBy('id').limit(1).executeTakeFirst();
  if (past) {
    const now = await db.selectFrom('audit_trail_head').select('last_id').where('id', '=', 1).executeTakeFirstOrThrow();
    if (past.id > now.last_id)
      return result({ id: past.id, kind: 'inserted', detail: `row #${past.id} was never appended: the chain's head is row #${now.last_id}` });
  }
  if (prevHash !== head.hash)
    return result({ id: head.last_id, kind: 'altered', detail: `row #${head.last_id}'s hash is not the one the chain's head recorded` });
  return result(null);
}

const span = (from: number, to: number) => (from === to ? `row #${from} is` : `rows #${from}–#${to} are`);
