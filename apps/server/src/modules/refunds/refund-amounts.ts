/**
 * What a refund of part of an order gives back (docs/decisions.md "After-sales"): the buyer gets
 * the line's share of what they paid for goods (after both coupons, with its tax); the seller's
 * share reversed is the line's share of its sale (goods less the shop's own coupon) and of the
 * commission. The request that leaves every item of the order refunded takes the remainders
 * instead (shipping included), so the cents of all refunds add up to the order's exactly.
 * @example refundAmounts(order, { lineGoods: 2 * 1299, final: false }) // { amount, sale, commission }
 */
import { type OrderMoney, saleOf } from '../earnings/amounts';

export interface RefundableOrder extends OrderMoney {
  tax: number;
  actual_pay: number;
  refunded_amount: number;
  refunded_sale: number;
  refunded_commission: number;
}

export interface RefundAmounts {
  /** Cents back to the buyer. */
  amount: number;
  /** The seller's sale reversed. */
  sale: number;
  /** The commission reversed. */
  commission: number;
}

const share = (lineGoods: number, part: number, subtotal: number) => (subtotal > 0 ? Math.round((lineGoods * part) / subtotal) : 0);

/** `lineGoods` = price × quantity asked; `final` when this request leaves every item of the order refunded. */
export function refundAmounts(order: RefundableOrder, { lineGoods, final }: { lineGoods: number; final: boolean }): RefundAmounts {
  const left = {
    amount: Math.max(0, order.actual_pay - order.refunded_amount),
    sale: Math.max(0, saleOf(order) - order.refunded_sale),
    commission: Math.max(0, order.commission - order.refunded_commission),
  };
  if (final) return left;
  return {
    amount: Math.min(left.amount, share(lineGoods, order.subtotal - order.discount + order.tax, order.subtotal)),
    sale: Math.min(left.sale, share(lineGoods, order.subtotal - order.discount + order.mall_discount, order.subtotal)),
    commission: Math.min(left.commission, share(lineGoods, order.commission, order.subtotal)),
  };
}
