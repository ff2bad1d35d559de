import { describe, expect, it } from 'vitest';
import { convertPrice, formatPrice } from './price';

describe('formatPrice', () => {
  const usd = { symbol: '$', rate: 1, decimals: 2 };
  const jpy = { symbol: '¥', rate: 151.2, decimals: 0 };
  const vnd = { symbol: '₫', rate: 24850, decimals: 0 };
  it('shows minor units with two decimals', () => {
    expect(formatPrice(1299, usd)).toBe('$12.99');
    expect(formatPrice(5, usd)).toBe('$0.05');
  });
  it('converts with the currency rate', () => {
    expect(formatPrice(1000, { symbol: '€', rate: 0.92, decimals: 2 })).toBe('€9.20');
    expect(formatPrice(1299, { symbol: 'CN¥', rate: 7.18, decimals: 2 })).toBe('CN¥93.27');
  });
  it('shows a currency without minor units whole: JPY, VND', () => {
    expect(formatPrice(1299, jpy)).toBe('¥1,964');
    expect(formatPrice(39_900, jpy)).toBe('¥60,329');
    expect(formatPrice(4999, vnd)).toBe('₫1,242,252');
    expect(formatPrice(4999, vnd, 'vi')).toBe('₫1.242.252');
    expect(formatPrice(89_900, { symbol: 'Rp', rate: 15650, decimals: 0 }, 'id')).toBe('Rp14.069.350');
  });
  it('rounds half up on the converted amount, where floating point would round down', () => {
    // 1.5 yen and 2.5 yen: half up, not to even.
    expect(formatPrice(1, { symbol: '¥', rate: 150, decimals: 0 })).toBe('¥2');
    expect(formatPrice(1, { symbol: '¥', rate: 250, decimals: 0 })).toBe('¥3');
    expect(formatPrice(1, { symbol: '¥', rate: 149.9, decimals: 0 })).toBe('¥1');
    // 1.005 € is 1.00499999… as a double: still 1.01.
    expect(formatPrice(100, { symbol: '€', rate: 1.005, decimals: 2 })).toBe('€1.01');
    expect(convertPrice(-1, { symbol: '¥', rate: 150, decimals: 0 })).toBe(-2);
  });
  it('keeps three decimals for the dinars, and two when the currency does not say', () => {
    expect(formatPrice(1000, { symbol: 'KD', rate: 0.3075, decimals: 3 })).toBe('KD3.075');
    expect(formatPrice(1299, { symbol: '$', rate: 1 })).toBe('$12.99');
  });
  it('shows 0 for a missing amount, with the currency’s decimals', () => {
    expect(formatPrice(undefined, usd)).toBe('$0.00');
    expect(formatPrice(null, { symbol: 'Rp', rate: 15650, decimals: 0 })).toBe('Rp0');
  });
  it('uses the language for separators', () => {
    expect(formatPrice(123456, { symbol: 'R$', rate: 1, decimals: 2 }, 'pt')).toBe('R$1.234,56');
  });
});
