import { describe, expect, it } from 'vitest';
import { saleOf } from '../earnings/amounts';
import { type RefundableOrder, refundAmounts } from './refund-amounts';

// Two lines: 3 × 1000 and 1 × 2000; a shop coupon of 300, a mall coupon of 200 (discount holds both), tax 5 % of 4500.
const order: RefundableOrder = {
  subtotal: 5000,
  discount: 500,
  mall_discount: 200,
  shipping_fee: 700,
  tax: 225,
  actual_pay: 5000 - 500 + 700 + 225,
  commission: 470,
  refunded_amount: 0,
  refunded_sale: 0,
  refunded_commission: 0,
  refunded_tax: 0,
  refunded_mall_discount: 0,
};

describe('refundAmounts', () => {
  it('gives one line its share of the goods paid, the sale and the commission', () => {
    // 1000 of 5000 goods: a fifth of 4700 (sale goods), of 470, of 225 tax and of the mall's 200 coupon; the buyer gets 940 + 45 − 40.
    expect(refundAmounts(order, { lineGoods: 1000, final: false })).toEqual({ amount: 945, sale: 940, commission: 94, tax: 45, mall_coupon: 40 });
  });

  it('rounds half up to the cent', () => {
    const odd = { ...order, subtotal: 3, discount: 0, mall_discount: 0, tax: 0, actual_pay: 3, commission: 1 };
    expect(refundAmounts(odd, { lineGoods: 1, final: false })).toEqual({ amount: 1, sale: 1, commission: 0, tax: 0, mall_coupon: 0 });
    expect(refundAmounts({ ...odd, subtotal: 2, actual_pay: 3 }, { lineGoods: 1, final: false }).amount).toBe(1);
  });

  it('takes the remainders on the request that refunds the last item, shipping included, so the parts add up', () => {
    const first = refundAmounts(order, { lineGoods: 3000, final: false });
    const after = {
      ...order,
      refunded_amount: first.amount,
      refunded_sale: first.sale,
      refunded_commission: first.commission,
      refunded_tax: first.tax,
      refunded_mall_discount: first.mall_coupon,
    };
    const last = refundAmounts(after, { lineGoods: 2000, final: true });
    expect(first.amount + last.amount).toBe(order.actual_pay);
    expect(first.tax + last.tax).toBe(order.tax);
    expect(first.mall_coupon + last.mall_coupon).toBe(order.mall_discount);
    for (const part of [first, last]) expect(part.amount).toBe(part.sale + part.tax - part.mall_coupon);
    expect(first.sale + last.sale).toBe(saleOf(order));
    expect(first.commission + last.commission).toBe(order.commission);
  });

  it('never gives back more than is left', () => {
    const almost = {
      ...order,
      refunded_amount: order.actual_pay - 10,
      refunded_sale: saleOf(order) - 5,
      refunded_commission: order.commission,
      refunded_tax: order.tax - 5,
    };
    // 5 of sale and 5 of tax left, less the coupon's share (80): nothing below zero, and never over the 10 left.
    expect(refundAmounts(almost, { lineGoods: 2000, final: false })).toEqual({ amount: 0, sale: 5, commission: 0, tax: 5, mall_coupon: 10 });
    const noCoupon = { ...order, discount: 300, mall_discount: 0, actual_pay: 5000 - 300 + 700 + 225 };
    const nearlyDone = {
      ...noCoupon,
      refunded_amount: noCoupon.actual_pay - 10,
      refunded_sale: saleOf(noCoupon) - 5,
      refunded_commission: noCoupon.commission,
      refunded_tax: noCoupon.tax - 5,
    };
    expect(refundAmounts(nearlyDone, { lineGoods: 2000, final: false })).toEqual({ amount: 10, sale: 5, commission: 0, tax: 5, mall_coupon: 0 });
  });
});
