/**
 * Where a notice leads, and what its button says. An order's news (600) leads to the order: the
 * buyer's detail page, or for a shop's owner (`for_shop`) the seller centre's orders. A refund
 * request's news (700) leads to the request among the buyer's refund requests, or to the seller
 * centre's refunds received. A conversation's news (800) leads to the conversation: the buyer's
 * page, the seller centre's messages, or for an operator (`for_mall`) the admin console's support.
 * Other notices lead nowhere.
 * @example noticeLink({ type: 600, ref_id: 42, for_shop: false, for_mall: false }) // { to: '/pages/history/detail?id=42', label: 'viewOrder' }
 */
import type { Notice } from '@agora/contract/notices';
import { detailPath } from '../orders/detail-path';
import { refundPath } from '../refunds/refund-paths';

export type NoticeLink =
  | { to: string; label: 'viewOrder' | 'viewRefund' | 'viewConversation' }
  | { sellerPage: 'orders' | 'refunds' | `messages/${number}`; label: 'openShopOrders' | 'openShopRefunds' | 'openShopMessages' }
  | { adminPage: `support/${number}`; label: 'openMallSupport' }
  | null;

export function noticeLink({ type, ref_id: id, for_shop: forShop, for_mall: forMall }: Pick<Notice, 'type' | 'ref_id' | 'for_shop' | 'for_mall'>): NoticeLink {
  if (id === null) return null;
  if (type === 800 && forMall) return { adminPage: `support/${id}`, label: 'openMallSupport' };
  if (type === 600) return forShop ? { sellerPage: 'orders', label: 'openShopOrders' } : { to: detailPath(id), label: 'viewOrder' };
  if (type === 700) return forShop ? { sellerPage: 'refunds', label: 'openShopRefunds' } : { to: refundPath(id), label: 'viewRefund' };
  if (type === 800)
    return forShop ? { sellerPage: `messages/${id}`, label: 'openShopMessages' } : { to: `/pages/mine/tickets?id=${id}`, label: 'viewConversation' };
  return null;
}
