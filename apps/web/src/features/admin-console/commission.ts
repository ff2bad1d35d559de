/**
 * A shop's commission rate: operators type a percent ("2.5"), the API keeps basis points (250),
 * an integer, so no rate is ever a binary fraction. A percent has at most two decimals, which is
 * exactly one basis point.
 * @example percentToBps('2.5') // 250
 * @example bpsToPercent(1250) // '12.5'
 */

export const MAX_BPS = 10_000;

/** Basis points for a typed percent; null when it is not a number from 0 to 100 with at most two decimals. */
export function percentToBps(percent: string): number | null {
  const text = percent.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  // Digits, not floating point: 1.15 * 100 is 114.99999999999999.
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= MAX_BPS ? bps : null;
}

/** The percent a rate in basis points reads as, without trailing zeros: 250 → "2.5", 500 → "5". */
export function bpsToPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * What a commission field's text means: basis points, null when left empty (the mall's default),
 * undefined when it is not a rate.
 */
export function readCommission(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return percentToBps(text) ?? undefined;
}
