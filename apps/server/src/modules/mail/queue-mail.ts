/**
 * Mail leaves after the transaction that made the news commits, off the request's path: a module
 * calls `queueMail` (notices do it for the templates that mail, notify.ts), and the app's mail
 * sender (start-mail.ts) renders and sends it on a bounded queue. A rolled-back transaction sends
 * nothing; a database no app sends for (a script, a seed) sends nothing either.
 * @example queueMail(trx, { kind: 'receipt', template: 'receipt', userId: order.user_id, refId: order.id })
 */
import type { Db, Executor } from '../../db/database';
import { afterCommit, rootOf } from '../../db/transaction';
import type { MailKind } from './mail-kinds';

export interface MailJob {
  kind: MailKind;
  /** A notice template, or a mail's own: welcome, receipt, paymentDeclined, unpaidReminder. */
  template: string;
  userId: number;
  params?: Record<string, string | number>;
  /** The record the mail is about (an order, a refund request, a top-up…). */
  refId?: number | null;
}

const senders = new Map<Db, (job: MailJob) => void>();

/** The app's sender for `db`; answers how to stop it (on close). */
export function registerMailSender(db: Db, send: (job: MailJob) => void): () => void {
  senders.set(db, send);
  return () => {
    if (senders.get(db) === send) senders.delete(db);
  };
}

/** Queues the mail for after `db`'s transaction commits (at once outside one). */
export function queueMail(db: Executor, job: MailJob): void {
  const root = rootOf(db);
  const send = root && senders.get(root);
  if (!send) return;
  afterCommit(db, () => send(job));
}
