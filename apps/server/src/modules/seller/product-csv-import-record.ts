/**
 * A shop's imports, recorded in `product_import`: what each is doing and what it left, and the
 * limits on them. One import at a time per shop and IMPORTS_PER_HOUR an hour, both decided by
 * the insert that starts one, never by a read before it: a partial unique index lets one running
 * import per shop in (a second one sent at the same moment fails on it), and the insert's own
 * `where` counts the hour's imports. Being in the database, the limits hold across restarts and
 * several server processes. A file refused for a bad line wrote nothing and is not counted.
 * @example
 * const started = await startImport(db, shopId, userId); // { ok: true, value: 12 } or 1000010 with { seconds }
 * await finishImport(db, started.value, 'done', { created: 3, updated: 40 });
 */
import { ErrorCode } from '@agora/contract/errors';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { ProductImportTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result } from '../../lib/errors';
import { HOUR, isoIn, MINUTE, nowIso, SECOND } from '../../lib/time';

export const IMPORTS_PER_HOUR = 10;
/** A running import moves `updated_at` on with every batch (seconds apart); one that stood still this long died with its process. */
export const STALE_AFTER = 5 * MINUTE;
/** What a second import sent while one runs is told to wait: an import of the largest file takes seconds. */
const BUSY_SECONDS = 10;

export interface ImportCounts {
  created: number;
  updated: number;
}

/** Starts an import of `lines` lines for the shop, or says how long to wait (1000010). */
export async function startImport(db: Db, shopId: number, userId: number, lines: number): Promise<Result<number>> {
  const now = Date.now();
  await db
    .updateTable('product_import')
    .set({ status: 'failed', error: 'interrupted', finished_at: nowIso() })
    .where('shop_id', '=', shopId)
    .where('status', '=', 'running')
    .where('updated_at', '<', isoIn(-STALE_AFTER, now))
    .execute();
  const since = isoIn(-HOUR, now);
  const at = new Date(now).toISOString();
  try {
    // insert … select … where (the hour's imports) < 10; the values are cast, as PostgreSQL
    // would otherwise take the selected parameters for text.
    const started = await db
      .insertInto('product_import')
      .columns(['shop_id', 'user_id', 'status', 'lines', 'started_at', 'updated_at'])
      .expression(
        db
          .selectNoFrom([
            sql<number>`cast(${shopId} as integer)`.as('shop_id'),
            sql<number>`cast(${userId} as integer)`.as('user_id'),
            sql<string>`cast(${'running'} as text)`.as('status'),
            sql<number>`cast(${lines} as integer)`.as('lines'),
            sql<string>`cast(${at} as text)`.as('started_at'),
            sql<string>`cast(${at} as text)`.as('updated_at'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('product_import')
                .select(eb.fn.countAll().as('n'))
                .where('shop_id', '=', shopId)
                .where('status', '!=', 'refused')
                .where('started_at', '>', since),
            '<',
            IMPORTS_PER_HOUR,
          ),
      )
      .returning('id')
      .executeTakeFirst();
    if (started) return ok(started.id);
  } catch (error) {
    if (isUniqueViolation(error)) return fail(ErrorCode.tooManyRequests, undefined, { seconds: BUSY_SECONDS });
    throw error;
  }
  // The hour is full: it frees up when the oldest of the counted imports turns an hour old.
  const oldest = await db
    .selectFrom('product_import')
    .select('started_at')
    .where('shop_id', '=', shopId)
    .where('status', '!=', 'refused')
    .where('started_at', '>', since)
    .orderBy('started_at', 'desc')
    .offset(IMPORTS_PER_HOUR - 1)
    .limit(1)
    .executeTakeFirst();
  const frees = oldest ? Date.parse(oldest.started_at) + HOUR : now + SECOND;
  return fail(ErrorCode.tooManyRequests, undefined, { seconds: Math.max(1, Math.ceil((frees - now) / SECOND)) });
}

/**
 * Moves the running import on, inside the batch's transaction: its counts so far, and the time
 * that tells the shop's next import it is alive. False when it is no longer running (taken for
 * dead by another import), and the batch must not be kept.
 */
export async function progressImport(trx: Executor, id: number, counts: ImportCounts): Promise<boolean> {
  const moved = await trx
    .updateTable('product_import')
    .set({ ...counts, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The import's end: done, refused (nothing written) or failed (`counts` is what it left, `error` why). */
export async function finishImport(
  db: Db,
  id: number,
  status: Exclude<ProductImportTable['status'], 'running'>,
  counts: ImportCounts,
  error = '',
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('product_import')
    .set({ status, ...counts, error: error.slice(0, 1000), updated_at: now, finished_at: now })
    .where('id', '=', id)
    .execute();
}
