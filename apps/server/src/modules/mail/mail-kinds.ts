/**
 * The kinds of mail the mall sends about a user's business, and which notices send which. A user
 * may turn off each optional kind from the profile; the welcome and the order receipt always go
 * (so do the security mails, which are sent elsewhere: reset codes, a paused login, an invitation).
 * @example mailForNotice('orderShipped') // 'shipping'
 */
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@agora/contract/mail';
import type { NoticeTemplate } from '../notices/texts/en';

export type MailKind = OptionalMailKind | 'welcome' | 'receipt';

export const isOptionalMailKind = (kind: string): kind is OptionalMailKind => (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

/** The notices that also go out as mail, by template; any other notice stays on the site only. */
const NOTICE_MAILS: Partial<Record<NoticeTemplate, OptionalMailKind>> = {
  orderPaid: 'payment',
  orderShipped: 'shipping',
  orderDelivered: 'shipping',
  refundApplied: 'refund',
  refundReturnAccepted: 'refund',
  refundRejected: 'refund',
  refundPaid: 'refund',
  refundClosed: 'refund',
  rechargeApproved: 'wallet',
  rechargeRejected: 'wallet',
  withdrawalPaid: 'wallet',
  withdrawalRejected: 'wallet',
  shopApplicationApproved: 'review',
  shopApplicationRejected: 'review',
  productApproved: 'review',
  productRejected: 'review',
  orderReceived: 'shopOrder',
  refundAppliedForShop: 'shopRefund',
};

export function mailForNotice(template: string): OptionalMailKind | undefined {
  return Object.hasOwn(NOTICE_MAILS, template) ? NOTICE_MAILS[template as NoticeTemplate] : undefined;
}
