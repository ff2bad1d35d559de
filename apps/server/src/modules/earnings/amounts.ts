/**
 * What an order is worth to whom when it settles (docs/decisions.md "Money"). The buyer paid
 * `actual_pay` = goods − both coupons + shipping + tax. The seller is owed its goods at its own
 * price less its own coupon, plus the shipping it carried: the mall's coupon is the mall's gift
 * (the mall makes it up) and the tax is the mall's to remit. The commission frozen at placement is
 * taken off that, and the referrer's share comes out of the commission: the mall pays it, never
 * the seller, and never more than the commission it earned on the order.
 */
import { sql } from 'kysely';

export interface OrderMoney {
  subtotal: number;
  discount: number;
  mall_discount: number;
  shipping_fee: number;
  commission: number;
}

/** The goods less the shop's own coupon: what commission and referral shares are taken on (as the dashboard's sales). */
export const goodsOf = (order: OrderMoney) => order.subtotal - order.discount + order.mall_discount;

/** The seller's `sale` row: goods less the shop's coupon, plus shipping. */
export const saleOf = (order: OrderMoney) => goodsOf(order) + order.shipping_fee;

/** The referrer's share at `bps` of the goods, rounded half up, at most the order's commission. */
export const affiliateShareOf = (order: OrderMoney, bps: number) => Math.min(Math.round((goodsOf(order) * bps) / 10_000), order.commission);

/** `saleOf` in SQL, over `orders` columns. */
export const saleSql = sql<number>`subtotal - discount + mall_discount + shipping_fee`;
