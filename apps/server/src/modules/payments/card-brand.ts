/** A card's network from its number's first digits, for the record and the buyer's receipt. */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'card';
}
