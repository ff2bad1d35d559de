/**
 * The checks a card processor makes before it charges, shared by the checkout form (which tells
 * the buyer at once, in their language) and the server (which decides): a number of 12–19 digits
 * passing the Luhn check, and an MM/YY expiry not yet past (a card is good through the last day of
 * its month, UTC).
 * @example cardNumberValid('4242424242424242') // true
 * @example parseExpiry('12/40') // { month: 12, year: 2040 }
 */

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits only (spaces and dashes already removed). */
export const cardNumberValid = (digits: string) => /^\d{12,19}$/.test(digits) && luhnValid(digits);

/** `MM/YY` (spaces around the slash allowed) as a month and a four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = text.trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export const expiryPassed = ({ month, year }: { month: number; year: number }, now: Date) =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
