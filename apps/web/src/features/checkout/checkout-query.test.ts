import { describe, expect, it } from 'vitest';
import { checkoutSearch, parseBuy, parseLines, parseShipping, readCheckoutQuery, shippingParam, stepsOf } from './checkout-query';

const read = (search: string) => readCheckoutQuery(new URLSearchParams(search));

describe('the checkout in the URL', () => {
  it('reads a buy-now line, and nothing that is not one', () => {
    expect(parseBuy('7:12:2')).toEqual({ product_id: 7, variant_id: 12, quantity: 2 });
    for (const bad of [null, '', '7:12', '7:12:0', '7:x:1', '7:12:2:9', '-1:2:3']) expect(parseBuy(bad)).toBeNull();
  });

  it('reads cart lines once each, ascending', () => {
    expect(parseLines('9,4,x,4,0')).toEqual([4, 9]);
    expect(parseLines(null)).toEqual([]);
  });

  it('reads and writes the shipping choice as the API takes it', () => {
    const choice = parseShipping('7:express,3:standard,x:y,4:BAD');
    expect([...choice]).toEqual([
      [7, 'express'],
      [3, 'standard'],
    ]);
    expect(shippingParam(choice)).toBe('3:standard,7:express');
  });

  it('starts at the cart, or at the address for a buy-now line, which has no cart step', () => {
    expect(read('').step).toBe('cart');
    expect(read('step=nonsense').step).toBe('cart');
    expect(read('buy=7:12:2').step).toBe('shipment');
    expect(read('buy=7:12:2&step=cart').step).toBe('shipment');
    expect(stepsOf(null)).toEqual(['cart', 'shipment', 'delivery', 'payment', 'confirm']);
    expect(stepsOf({ product_id: 7, variant_id: 12, quantity: 2 })).toEqual(['shipment', 'delivery', 'payment', 'confirm']);
  });

  it('reads coupon codes upper-case, each once, and keeps them between steps', () => {
    const query = read('step=delivery&lines=3&coupons=save5,MALL-10,Save5,bad code,');
    expect(query.coupons).toEqual(['SAVE5', 'MALL-10']);
    expect(checkoutSearch(query, 'payment')).toBe('?step=payment&lines=3&coupons=SAVE5%2CMALL-10');
    expect(checkoutSearch(query, 'payment', { coupons: [] })).toBe('?step=payment&lines=3');
  });

  it('keeps every choice when moving between steps, and only known payment methods', () => {
    const query = read('step=delivery&lines=5,3&address=9&shipping=3:express&pay=card&form=new');
    expect(query).toMatchObject({ step: 'delivery', lines: [3, 5], addressId: 9, pay: 'card' });
    expect(checkoutSearch(query, 'payment')).toBe('?step=payment&lines=3%2C5&address=9&shipping=3%3Aexpress&pay=card');
    expect(checkoutSearch(query, 'confirm', { pay: 'cod' })).toContain('pay=cod');
    expect(checkoutSearch(query, 'cart')).toBe('?address=9&shipping=3%3Aexpress&pay=card');
    expect(read('pay=bitcoin').pay).toBeNull();
  });
});
