/**
 * What a refund of part of an order gives back (docs/decisions.md "After-sales"): the seller's
 * share reversed is the line's share of its sale (goods less the shop's own coupon) and of the
 * commission; the buyer gets that sale share plus the line's tax, less the line's share of the
 * mall's coupon (the mall's gift is not paid out in cash). The parts are kept apart so the books
 * can post each (amount = sale + tax − mall coupon, always). The request that leaves every item of
 * the order refunded takes the remainders instead (shipping included), so the cents of all refunds
 * add up to the order's exactly.
 * @example refundAmounts(order, { lineGoods: 2 * 1299, final: false }) // { amount, sale, commission, tax, mall_coupon }
 */
import { type OrderMoney, saleOf } from '../earnings/amounts';

export interface RefundableOrder extends OrderMoney {
  tax: number;
  actual_pay: number;
  refunded_amount: number;
  refunded_sale: number;
  refunded_commission: number;
  refunded_tax: number;
  refunded_mall_discount: number;
}

export interface RefundAmounts {
  /** Cents back to the buyer. */
  amount: number;
  /** The seller's sale reversed. */
  sale: number;
  /** The commission reversed. */
  commission: number;
  /** The tax given back. */
  tax: number;
  /** The mall's coupon share of the refunded goods (kept by the mall, not paid to the buyer). */
  mall_coupon: number;
}

const share = (lineGoods: number, part: number, subtotal: number) => (subtotal > 0 ? Math.round((lineGoods * part) / subtotal) : 0);

/** `lineGoods` = price × quantity asked; `final` when this request leaves every item of the order refunded. */
export function refundAmounts(order: RefundableOrder, { lineGoods, final }: { lineGoods: number; final: boolean }): RefundAmounts {
  const left = {
    amount: Math.max(0, order.actual_pay - order.refunded_amount),
    sale: Math.max(0, saleOf(order) - order.refunded_sale),
    commission: Math.max(0, order.commission - order.refunded_commission),
    tax: Math.max(0, order.tax - order.refunded_tax),
    mall_coupon: Math.max(0, order.mall_discount - order.refunded_mall_discount),
  };
  const parts = final
    ? { sale: left.sale, commission: left.commission, tax: left.tax, mall_coupon: left.mall_coupon }
    : {
        sale: Math.min(left.sale, share(lineGoods, order.subtotal - order.discount + order.mall_discount, order.subtotal)),
        commission: Math.min(left.commission, share(lineGoods, order.commission, order.subtotal)),
        tax: Math.min(left.tax, share(lineGoods, order.tax, order.subtotal)),
        mall_coupon: Math.min(left.mall_coupon, share(lineGoods, order.mall_discount, order.subtotal)),
      };
  // Never more than the buyer has left to get back; what rounding takes off stays with the mall's coupon.
  const amount = Math.max(0, Math.min(left.amount, parts.sale + parts.tax - parts.mall_coupon));
  return { ...parts, amount, mall_coupon: parts.sale + parts.tax - amount };
}
