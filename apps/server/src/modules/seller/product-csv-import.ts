/**
 * Bulk edit from the export's CSV (product-csv-columns.ts): every line is read and every product
 * checked first (product-csv-read.ts, product-csv-plan.ts), writing nothing; a file with any bad
 * line is refused whole, each refusal naming the line (1 is the header), the column and the
 * reason. Text changes send a product to review as a save does.
 *
 * A good file is then written in short transactions, product after product with the rules of a
 * single save (product-save.ts), a batch ending at BATCH_LINES lines or, on SQLite, BATCH_MS.
 * Between batches the import gives way (setImmediate), so other requests get SQLite's one write
 * lock (and Kysely's one SQLite connection) in between: 5,000 lines in one transaction held both
 * for about 4 s, and health checks and checkouts waited that long (`npm run bench`, case
 * "import"). PostgreSQL locks only the rows a batch writes, and a commit there waits for the
 * disk: batches of a few lines made a large import half as slow again, so only the lines bound it.
 *
 * The shop's imports are recorded (product-csv-import-record.ts): one at a time, 10 an hour.
 * If the writing stops part-way (a database fault, or a save refused because the shop changed
 * since the check), the batch under way is rolled back, the products the earlier batches created
 * are removed (product-csv-undo.ts), and the answer is 2000018 with `data` saying what is left:
 * `created` 0 and the `updated` products, whose edits are kept. Those are the file's own values,
 * each a whole save, and sending the file again writes them again harmlessly; putting them back
 * could undo a sale's stock taken or a price changed since. The import's record says the same.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { ImportProblem } from '@agora/contract/seller';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import type { ProductChange } from '../catalog/catalog-cache';
import { finishImport, type ImportCounts, progressImport, startImport } from './product-csv-import-record';
import { buildSave, type CheckedImport, checkImport, type Group } from './product-csv-plan';
import { readLines } from './product-csv-read';
import { removeImportedProducts } from './product-csv-undo';
import { type SaveContext, saveProductIn } from './product-save';

/** A batch's bounds: lines of the file, and on SQLite milliseconds of writing (a slow machine writes fewer lines). */
export const BATCH_LINES = 100;
const BATCH_MS = 20;
/** How long reading and checking run before they let other requests in. */
const PAUSE_EVERY_MS = 20;

export type ImportOutcome = { ok: true; created: number; updated: number; in_review: number } | { ok: false; rows: ImportProblem[] };

export interface ImportHooks {
  /** After each batch commits, with what the catalogue cache must drop. */
  afterBatch?: (changes: ProductChange[]) => void | Promise<void>;
  /** Where a stop part-way is logged (it is answered with 2000018, not thrown). */
  log?: { error: (details: object, message: string) => void };
}

/** Why the writing stopped, when it was not the database: kept in the import's record. */
class ImportStopped extends Error {}

const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `await pause()` gives way when `everyMs` have passed since it last did. */
function pacer(everyMs: number): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await giveWay();
    last = performance.now();
  };
}

/**
 * @example await importCsv(db, { shopId: 2, userId: 9, lang: 'en' }, csvText, { afterBatch: dropFromCache })
 * // { ok: false, rows: [{ line: 3, column: 'price', reason: 'number' }] } or { ok: true, created: 1, updated: 4, in_review: 1 }
 */
export async function importCsv(db: Db, ctx: SaveContext, csv: string, hooks: ImportHooks = {}): Promise<Result<ImportOutcome>> {
  const pause = pacer(PAUSE_EVERY_MS);
  const { lines, problems } = await readLines(csv, pause);
  if (problems.length) return ok({ ok: false, rows: problems });
  const started = await startImport(db, ctx.shopId, ctx.userId, lines.length);
  if (!started.ok) return started;
  const importId = started.value;
  const nothing = { created: 0, updated: 0 };

  let checked: CheckedImport;
  try {
    checked = await checkImport(db, ctx, lines, pause);
  } catch (error) {
    await finishImport(db, importId, 'failed', nothing, String(error));
    throw error;
  }
  if (!checked.ok) {
    await finishImport(db, importId, 'refused', nothing);
    return 'foreign' in checked ? checked.foreign : ok({ ok: false, rows: checked.rows });
  }

  const created: number[] = [];
  let updated = 0;
  let createdInReview = 0;
  let updatedInReview = 0;
  try {
    for (let next = 0; next < checked.plan.length; ) {
      const batch = await writeBatch(db, ctx, checked.plan, next, importId, { created: created.length, updated });
      next = batch.next;
      created.push(...batch.created);
      updated += batch.updated;
      createdInReview += batch.createdInReview;
      updatedInReview += batch.updatedInReview;
      await hooks.afterBatch?.(batch.changes);
      await giveWay();
    }
  } catch (error) {
    hooks.log?.error({ err: error, importId, created: created.length, updated }, 'product import stopped part-way: removing the products it created');
    let left = created.length;
    try {
      await removeImportedProducts(db, ctx.shopId, created, pause);
      left = 0;
    } catch (undoError) {
      hooks.log?.error({ err: undoError, importId }, 'product import: removing the products it created failed');
    }
    await finishImport(db, importId, 'failed', { created: left, updated }, String(error));
    return fail(ErrorCode.dataOperationFailed, undefined, undefined, { created: left, updated, in_review: updatedInReview });
  }
  await finishImport(db, importId, 'done', { created: created.length, updated });
  return ok({ ok: true, created: created.length, updated, in_review: createdInReview + updatedInReview });
}

/** One short transaction: products from `from` on, until the batch is full; `next` is where the following one starts. */
async function writeBatch(db: Db, ctx: SaveContext, plan: Group[], from: number, importId: number, before: ImportCounts) {
  const batch = { next: from, created: [] as number[], updated: 0, createdInReview: 0, updatedInReview: 0, changes: [] as ProductChange[] };
  await inTransaction(db, async (trx) => {
    const until = isPostgres(db) ? Number.POSITIVE_INFINITY : performance.now() + BATCH_MS;
    let lines = 0;
    for (let index = from; index < plan.length && lines < BATCH_LINES && performance.now() < until; index++) {
      const group = plan[index] as Group;
      // Read again inside the transaction: the product may have changed since the check.
      const built = await buildSave(trx, ctx.shopId, group);
      if (built.kind !== 'ready') throw new ImportStopped(`line ${group[0]?.line}: the product changed since the check`);
      const saved = await saveProductIn(trx, ctx, built.input);
      if (!saved.ok) throw new ImportStopped(`line ${group[0]?.line}: refused with ${saved.code} ${saved.problem?.field ?? ''} ${saved.problem?.reason ?? ''}`);
      if (built.existing) {
        batch.updated += 1;
        if (saved.value.in_review) batch.updatedInReview += 1;
      } else {
        batch.created.push(saved.value.id);
        if (saved.value.in_review) batch.createdInReview += 1;
      }
      if (saved.value.change) batch.changes.push(saved.value.change);
      lines += group.length;
      batch.next = index + 1;
    }
    const moved = await progressImport(trx, importId, { created: before.created + batch.created.length, updated: before.updated + batch.updated });
    if (!moved) throw new ImportStopped('the import was taken for dead by another one');
  });
  return batch;
}
