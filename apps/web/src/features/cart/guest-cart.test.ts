import { describe, expect, it } from 'vitest';
import { parseGuestLines } from './guest-cart';

describe('a guest cart read from local storage', () => {
  it('keeps whole lines, one per variant, selected unless stored as 0', () => {
    const raw = JSON.stringify([
      { product_id: 3, variant_id: 8, quantity: 2 },
      { product_id: 3, variant_id: 9, quantity: 1, selected: 0 },
      { product_id: 3, variant_id: 8, quantity: 5 },
    ]);
    expect(parseGuestLines(raw)).toEqual([
      { product_id: 3, variant_id: 8, quantity: 2, selected: 1 },
      { product_id: 3, variant_id: 9, quantity: 1, selected: 0 },
    ]);
  });

  it('drops what is not a line, and reads anything else as an empty cart', () => {
    const raw = JSON.stringify([
      null,
      { product_id: 3, variant_id: 8, quantity: 0 },
      { product_id: '3', variant_id: 8, quantity: 1 },
      { product_id: 4, variant_id: 1.5, quantity: 1 },
    ]);
    expect(parseGuestLines(raw)).toEqual([]);
    expect(parseGuestLines('{"product_id":1}')).toEqual([]);
    expect(parseGuestLines('not json')).toEqual([]);
    expect(parseGuestLines(null)).toEqual([]);
  });
});
