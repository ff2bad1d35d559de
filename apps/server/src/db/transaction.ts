/**
 * Transactions with work for after they commit. Some news may only leave the process once the
 * writes behind it are visible: a notice pushed to a user's open page makes that page read its
 * notices at once, and it must find the new one. Kysely has no commit hook, so transactions
 * whose writers queue such work are opened here; the queue runs after COMMIT and is dropped on
 * ROLLBACK (nothing happened, so there is no news).
 * @example await inTransaction(db, async (trx) => { …; afterCommit(trx, () => tellListeners(userId)); })
 */
import type { Transaction } from 'kysely';
import { ok, Refusal, type Result } from '../lib/errors';
import type { Db, Executor } from './database';
import type { Database } from './schema';

const queues = new WeakMap<Transaction<Database>, Array<() => void>>();
/** The database each open transaction belongs to, for work that must find its app (modules/mail). */
const roots = new WeakMap<Transaction<Database>, Db>();

/** Runs `work` in one transaction; after it commits, runs what `afterCommit` queued. */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const queue: Array<() => void> = [];
  const result = await db.transaction().execute((trx) => {
    queues.set(trx, queue);
    roots.set(trx, db);
    return work(trx);
  });
  for (const task of queue) task();
  return result;
}

/** `inTransaction` for work that may `refuse(…)`: the refusal rolls everything back and is the answer. */
export async function refusable<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await inTransaction(db, work));
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/**
 * Queues `task` for after the transaction `db` is part of commits; outside a transaction each
 * statement has already committed, so it runs at once. A transaction not opened by `inTransaction`
 * would never run it, so that is a programming error.
 */
export function afterCommit(db: Executor, task: () => void): void {
  if (!db.isTransaction) {
    task();
    return;
  }
  const queue = queues.get(db as Transaction<Database>);
  if (!queue) throw new Error('afterCommit: open this transaction with inTransaction(db, …)');
  queue.push(task);
}

/** The database `db` is, or the one its transaction (opened with `inTransaction`) belongs to. */
export function rootOf(db: Executor): Db | undefined {
  return db.isTransaction ? roots.get(db as Transaction<Database>) : (db as Db);
}
