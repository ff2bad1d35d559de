import type { CartList } from '@agora/contract/cart';
import { describe, expect, it } from 'vitest';
import { refusedShop } from './cart-delivery';

const line = (id: number) => ({ id }) as CartList['shops'][number]['items'][number];
const cart = {
  shops: [
    { shop: { id: 1, name: 'Tea House' }, items: [line(4), line(5)] },
    { shop: { id: 2, name: 'Lamp Shop' }, items: [line(9)] },
  ],
  items_count: 3,
  subtotal: 0,
} as CartList;

describe('the shop a refused delivery price is about', () => {
  it('is the shop holding the N-th line sent', () => {
    expect(refusedShop(cart, [4, 9], { field: 'cart_item_ids.1' })).toBe(2);
    expect(refusedShop(cart, [9, 5], { field: 'cart_item_ids.1' })).toBe(1);
  });

  it('is the shop named by a refusal to deliver to the address', () => {
    expect(refusedShop(cart, [4, 9], { field: 'address_id', params: { shop: 'Lamp Shop' } })).toBe(2);
  });

  it('is none when the refusal names no line or shop of the cart', () => {
    expect(refusedShop(cart, [4, 9], { field: 'cart_item_ids.5' })).toBeNull();
    expect(refusedShop(cart, [4, 9], { field: 'address_id', params: { shop: 'Elsewhere' } })).toBeNull();
    expect(refusedShop(cart, [4, 9], { field: 'address_id' })).toBeNull();
    expect(refusedShop(cart, [4, 9], {})).toBeNull();
  });
});
