import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  const usd = { symbol: '$', rate: 1 };
  it('shows minor units with two decimals', () => {
    expect(formatPrice(1299, usd)).toBe('$12.99');
    expect(formatPrice(5, usd)).toBe('$0.05');
  });
  it('converts with the currency rate', () => {
    expect(formatPrice(1000, { symbol: '€', rate: 0.92 })).toBe('€9.20');
    expect(formatPrice(1299, { symbol: '¥', rate: 151.2 })).toBe('¥1,964.09');
  });
  it('shows 0.00 for a missing amount', () => {
    expect(formatPrice(undefined, usd)).toBe('$0.00');
    expect(formatPrice(null, { symbol: 'Rp', rate: 15650 })).toBe('Rp0.00');
  });
  it('uses the language for separators', () => {
    expect(formatPrice(123456, { symbol: 'R$', rate: 1 }, 'pt')).toBe('R$1.234,56');
  });
});
