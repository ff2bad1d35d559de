/**
 * A card as the checkout form sends it (`card_number` with or without spaces, `card_exp` as
 * MM/YY, `card_cvc`, `card_name`), checked the way a processor would before it is charged: every
 * field present, the number passes the Luhn check, the card has not expired (`@agora/contract/cards`).
 */
import { cardNumberValid, expiryPassed, parseExpiry } from '@agora/contract/cards';
import { ErrorCode } from '@agora/contract/errors';
import { fail, ok, type Result } from '../../lib/errors';
import type { CardDetails } from './provider';

export function readCard(input: { card_number?: string; card_exp?: string; card_cvc?: string; card_name?: string }, now = new Date()): Result<CardDetails> {
  for (const field of ['card_number', 'card_exp', 'card_cvc', 'card_name'] as const) {
    if (!input[field]?.trim()) return fail(ErrorCode.missingParameter, { field, reason: 'required' });
  }
  const number = (input.card_number as string).replace(/[\s-]/g, '');
  if (!cardNumberValid(number)) return fail(ErrorCode.invalidParameter, { field: 'card_number', reason: 'cardNumber' });
  const expiry = parseExpiry(input.card_exp as string);
  if (!expiry) return fail(ErrorCode.invalidParameter, { field: 'card_exp', reason: 'invalid' });
  if (expiryPassed(expiry, now)) return fail(ErrorCode.invalidParameter, { field: 'card_exp', reason: 'cardExpired' });
  const cvc = (input.card_cvc as string).trim();
  if (!/^\d{3,4}$/.test(cvc)) return fail(ErrorCode.invalidParameter, { field: 'card_cvc', reason: 'invalid' });
  return ok({ number, expMonth: expiry.month, expYear: expiry.year, cvc, name: (input.card_name as string).trim() });
}
