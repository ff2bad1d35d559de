/**
 * What a typed quantity means: digits only, at least 1 and at most the stock. `clamped` tells
 * which bound was applied, so the stepper can say why the number changed.
 * @example readQuantity('500', 120) // { value: 120, clamped: 'max' }
 */
export interface QuantityReading {
  value: number;
  clamped: 'min' | 'max' | null;
}

/** The highest quantity one can choose: the stock, but never below 1 (out of stock still shows x1). */
export function quantityLimit(stock: number): number {
  return Math.max(1, Math.floor(stock));
}

/** Only the digits of what was typed, full-width ones (０-９ from a Japanese or Chinese keyboard) made plain. */
export function quantityDigits(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\D/g, '');
}

export function readQuantity(text: string, stock: number): QuantityReading {
  const max = quantityLimit(stock);
  // Fifteen digits stay exact as a number; the stock bound applies anyway.
  const digits = quantityDigits(text).slice(0, 15);
  const typed = digits === '' ? 0 : Number(digits);
  if (typed < 1) return { value: 1, clamped: 'min' };
  if (typed > max) return { value: max, clamped: 'max' };
  return { value: typed, clamped: null };
}
