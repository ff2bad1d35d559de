/**
 * Where a notice leads: an order's news to the order. The buyer's order is on its detail page;
 * an order a shop received (`for_shop`) is the seller's business, in the seller centre's orders.
 * A conversation's news (800) leads to the conversation: the buyer's page, or for a shop's owner
 * the seller centre's messages. Other notices lead nowhere yet.
 * @example noticeLink({ type: 600, ref_id: 42, for_shop: false }) // { to: '/pages/history/detail?id=42' }
 */
import type { Notice } from '@agora/contract/notices';
import { detailPath } from '../orders/detail-path';

export type NoticeLink = { to: string; conversation?: true } | { sellerPage: 'orders' | `messages/${number}` } | null;

export function noticeLink(notice: Pick<Notice, 'type' | 'ref_id' | 'for_shop'>): NoticeLink {
  if (notice.type === 800 && notice.ref_id !== null) {
    return notice.for_shop ? { sellerPage: `messages/${notice.ref_id}` } : { to: `/pages/mine/tickets?id=${notice.ref_id}`, conversation: true };
  }
  if (notice.type !== 600 || notice.ref_id === null) return null;
  return notice.for_shop ? { sellerPage: 'orders' } : { to: detailPath(notice.ref_id) };
}
