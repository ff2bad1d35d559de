/**
 * A bank card as the buyer types it: the number grouped in fours, the expiry as MM/YY, and the
 * checks a processor makes before it charges (every field present, the Luhn check, not expired,
 * a 3 or 4 digit code), so the buyer hears of a typo at once and in their language. The card
 * lives in the page's memory only: never in storage or the address.
 * @example formatCardNumber('4242424242424242') // '4242 4242 4242 4242'
 * @example cardProblems({ number: '4242 4242 4242 4241', exp: '12/20', cvc: '1', name: '' }, new Date('2026-11-24'))
 *          // { number: 'cardNumber', exp: 'cardExpired', cvc: 'cardCvc', name: 'cardName' }
 */
import { cardNumberValid, expiryPassed, parseExpiry } from '@agora/contract/cards';

export interface CardDraft {
  number: string;
  exp: string;
  cvc: string;
  name: string;
}

export const emptyCard = (): CardDraft => ({ number: '', exp: '', cvc: '', name: '' });

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** At most 19 digits, a space after every four. */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed: the slash comes with the third digit; a first digit above 1 is a month on its own (4 → 04). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

/** Why each field cannot be sent (a key of `checkout.errors`), or nothing when the card can be. */
export type CardProblems = Partial<Record<keyof CardDraft, 'cardNumber' | 'cardExp' | 'cardExpired' | 'cardCvc' | 'cardName'>>;

export function cardProblems(card: CardDraft, now = new Date()): CardProblems {
  const problems: CardProblems = {};
  const number = digitsOf(card.number);
  if (!cardNumberValid(number)) problems.number = 'cardNumber';
  const expiry = parseExpiry(card.exp);
  if (!expiry) problems.exp = 'cardExp';
  else if (expiryPassed(expiry, now)) problems.exp = 'cardExpired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'cardCvc';
  if (!card.name.trim()) problems.name = 'cardName';
  return problems;
}

/** The last four digits, for "card ending in 4242". */
export const lastFour = (number: string) => digitsOf(number).slice(-4);

/** The fields as the API takes them. */
export const cardFields = (card: CardDraft) => ({
  card_number: digitsOf(card.number),
  card_exp: card.exp.trim(),
  card_cvc: card.cvc.trim(),
  card_name: card.name.trim(),
});
