/**
 * Writing notices: every module that tells a user something (an application received, approved
 * or refused) calls `notify` inside its own transaction, and a review calls `setNoticeState` for
 * the notice about the record it decided. The texts are a template and its values, rendered in
 * the reader's language when read (notices/texts.ts), so a notice written in English reads in
 * Thai after the user switches.
 * @example await notify(trx, { userId, type: NoticeType.shopApplication, template: 'shopApplicationReceived', params: { shop: 'Mira' }, refId: application.id })
 */
import type { Executor } from '../../db/database';
import { afterCommit } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import { mailForNotice } from '../mail/mail-kinds';
import { queueMail } from '../mail/queue-mail';
import type { NoticeTemplate } from './texts/en';

/** Spec §4: what a notice is about. Announcements are their own table (announcements). */
export const NoticeType = {
  shopApplication: 100,
  productApplication: 200,
  stockApplication: 300,
  withdrawal: 400,
  recharge: 500,
  /** Ours: an order's news (placed, paid, shipped, delivered, cancelled); the spec's types stop at 500. */
  order: 600,
  /** Ours: a refund request's news (applied, accepted, rejected, goods sent, paid back, escalated, closed, cancelled). */
  refund: 700,
  /** Ours: a conversation's news (the other side wrote); at most one unread per conversation and reader. */
  ticket: 800,
  /** Ours: the account's security news (logging in paused after wrong passwords). */
  account: 900,
} as const;
export type NoticeTypeCode = (typeof NoticeType)[keyof typeof NoticeType];

/** Templates that speak to the user as an operator of the mall: what they are about is in the admin console. */
export const MALL_TEMPLATES: ReadonlySet<string> = new Set<NoticeTemplate>(['ticketMessageForMall']);

/**
 * Templates that speak to the user as a shop's owner: what they are about is in the seller centre
 * (an order the shop received), not among the user's own purchases, though both come to one list.
 */
export const SHOP_TEMPLATES: ReadonlySet<string> = new Set<NoticeTemplate>([
  'productSubmitted',
  'productApproved',
  'productRejected',
  'productTakenOff',
  'shopSuspended',
  'shopResumed',
  'stockApplicationReceived',
  'stockApplicationApproved',
  'stockApplicationRejected',
  'orderReceived',
  'orderCancelledForShop',
  'orderCancelledByMallForShop',
  'refundAppliedForShop',
  'refundReturnAcceptedForShop',
  'refundRejectedForShop',
  'refundGoodsSentForShop',
  'refundPaidForShop',
  'refundEscalatedForShop',
  'refundClosedForShop',
  'refundCancelledForShop',
  'ticketMessageForShop',
]);

/**
 * Templates of the reviewed types (100–500) that tell something no review decided: the payment
 * details changed, a withdrawal the user cancelled, a shop or product the operator stopped or
 * resumed. Their state is kept (it was written) but means nothing to the reader.
 */
const INFO_TEMPLATES: ReadonlySet<string> = new Set<NoticeTemplate>([
  'paymentSettingsChanged',
  'withdrawalCancelled',
  'shopSuspended',
  'shopResumed',
  'productTakenOff',
]);

/** Whether a notice is information only: ours (600 on) have no review, and some templates of the spec's types neither. */
export function isInfoNotice(type: number, template: string): boolean {
  return type >= NoticeType.order || INFO_TEMPLATES.has(template);
}

/** Spec §4: -1 failure, 0 under audit, 1 success. */
export const NoticeState = { failed: -1, inReview: 0, succeeded: 1 } as const;
export type NoticeStateCode = (typeof NoticeState)[keyof typeof NoticeState];

export interface NewNotice {
  userId: number;
  type: NoticeTypeCode;
  state?: NoticeStateCode;
  /** The texts' key: `notices.<template>.title` and `.content` in the server messages. */
  template: string;
  /** The template's values; money as US cents under a name ending `_cents` (`amount_cents` fills `{amount}`, notice-texts.ts). */
  params?: Record<string, string | number>;
  /** The record the notice is about, so its review can find the notice. */
  refId?: number | null;
}

/** Writes one notice; answers its id. Call it inside the transaction that made the news (opened with `inTransaction`). */
export async function notify(db: Executor, notice: NewNotice): Promise<number> {
  const row = await db
    .insertInto('notice')
    .values({
      user_id: notice.userId,
      type: notice.type,
      state: notice.state ?? NoticeState.inReview,
      title: '',
      content: '',
      template: notice.template,
      params: JSON.stringify(notice.params ?? {}),
      ref_id: notice.refId ?? null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  noticesChanged(db, [notice.userId]);
  mailNotice(db, { userId: notice.userId, template: notice.template, params: notice.params ?? {}, refId: notice.refId ?? null });
  return row.id;
}

/**
 * A review decided the record a notice is about: the notice waiting on it (type + ref, state 0) takes the new state
 * and, when given, a new template and values (the reason for a refusal), and reads as unread.
 */
export async function setNoticeState(
  db: Executor,
  change: { type: NoticeTypeCode; refId: number; state: NoticeStateCode; template?: string; params?: Record<string, string | number> },
): Promise<void> {
  const rows = await db
    .updateTable('notice')
    .set({
      state: change.state,
      is_read: 0,
      ...(change.template ? { template: change.template } : {}),
      ...(change.params ? { params: JSON.stringify(change.params) } : {}),
    })
    .where('type', '=', change.type)
    .where('ref_id', '=', change.refId)
    // Only the notice still waiting: a product sent to review again keeps its earlier decided notices as they were.
    .where('state', '=', NoticeState.inReview)
    .returning(['user_id', 'template', 'params', 'ref_id'])
    .execute();
  noticesChanged(
    db,
    rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
  );
  for (const row of rows) {
    if (row.user_id !== null) mailNotice(db, { userId: row.user_id, template: row.template, params: storedParams(row.params), refId: row.ref_id });
  }
}

/** A notice row's values; damaged JSON mails the news without them rather than failing the review. */
function storedParams(json: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

/** The notices that also go out as mail (mail/mail-kinds.ts) are queued for after the commit. */
function mailNotice(db: Executor, notice: { userId: number; template: string; params: Record<string, string | number>; refId: number | null }): void {
  const kind = mailForNotice(notice.template);
  if (kind) queueMail(db, { kind, ...notice });
}

/** Who wants to know that a user's notices changed (the live channel pushes to their open pages). */
export const noticeListeners = new Set<(userId: number) => void>();

/**
 * Tells the listeners that these users' notices changed (written, decided, read), once the change
 * is committed: a listener's page reads its notices straight away and must find it.
 */
export function noticesChanged(db: Executor, userIds: number[]): void {
  if (!userIds.length) return;
  afterCommit(db, () => {
    for (const userId of userIds) for (const listener of noticeListeners) listener(userId);
  });
}
