/** A refund request as the API answers it, the product's name in the reader's language. */
import type { Lang } from '@agora/contract/locale';
import type { AdminRefund, Refund, RefundReason } from '@agora/contract/refunds';
import { nameIn } from '../../lib/translations';
import type { RefundRow } from './queries';

export function refundView(row: RefundRow, lang: Lang): Refund {
  return {
    id: row.id,
    order_id: row.order_id,
    order_sn: row.order_sn,
    order_item_id: row.order_item_id,
    shop: { id: row.shop_id, name: row.shop_name },
    buyer_firstname: row.firstname,
    product: nameIn(row.names, lang),
    product_id: row.product_id,
    image: row.image,
    options: JSON.parse(row.options) as Record<string, string>,
    price: Number(row.price),
    quantity: row.quantity,
    amount: Number(row.amount),
    type: row.type,
    state: row.state,
    reason: row.reason as RefundReason,
    description: row.description,
    images: JSON.parse(row.images) as string[],
    seller_reason: row.seller_reason,
    escalate_reason: row.escalate_reason,
    admin_reason: row.admin_reason,
    escalated: row.escalated,
    log_sn: row.log_sn,
    send_date: row.send_date,
    refund_to: row.refund_to,
    card_refund_failed: row.card_refund_failed,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    sent_at: row.sent_at,
    received_at: row.received_at,
    refunded_at: row.refunded_at,
    cancelled_at: row.cancelled_at,
    escalated_at: row.escalated_at,
    decided_at: row.decided_at,
    updated_at: row.updated_at,
  };
}

export const adminRefundView = (row: RefundRow, lang: Lang): AdminRefund => ({
  ...refundView(row, lang),
  user: { id: row.user_id, firstname: row.firstname, email: row.email },
});
