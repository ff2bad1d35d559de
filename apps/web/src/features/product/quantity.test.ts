import { describe, expect, it } from 'vitest';
import { quantityDigits, quantityLimit, readQuantity } from './quantity';

describe('readQuantity', () => {
  it('takes a typed number within 1..stock as it is', () => {
    expect(readQuantity('1', 120)).toEqual({ value: 1, clamped: null });
    expect(readQuantity('50', 120)).toEqual({ value: 50, clamped: null });
    expect(readQuantity('120', 120)).toEqual({ value: 120, clamped: null });
  });

  it('clamps above the stock to the stock and says so', () => {
    expect(readQuantity('121', 120)).toEqual({ value: 120, clamped: 'max' });
    expect(readQuantity('99999999999999999999', 120)).toEqual({ value: 120, clamped: 'max' });
  });

  it('clamps nothing, zero and non-digits to 1 and says so', () => {
    expect(readQuantity('', 120)).toEqual({ value: 1, clamped: 'min' });
    expect(readQuantity('0', 120)).toEqual({ value: 1, clamped: 'min' });
    expect(readQuantity('abc', 120)).toEqual({ value: 1, clamped: 'min' });
  });

  it('reads the digits of what was typed, full-width digits and a leading x too', () => {
    expect(readQuantity('x12', 120)).toEqual({ value: 12, clamped: null });
    expect(readQuantity('５０', 120)).toEqual({ value: 50, clamped: null });
    expect(readQuantity('-5', 120)).toEqual({ value: 5, clamped: null });
    expect(quantityDigits('1,000 pcs')).toBe('1000');
  });

  it('allows 1 when out of stock (the stepper shows x1, buying is what is refused)', () => {
    expect(quantityLimit(0)).toBe(1);
    expect(readQuantity('3', 0)).toEqual({ value: 1, clamped: 'max' });
  });
});
