import { luhnValid } from '@agora/contract/cards';
import { describe, expect, it } from 'vitest';
import { cardFields, cardProblems, formatCardNumber, formatCvc, formatExpiry, lastFour } from './card-input';

const NOW = new Date(2026, 10, 24);

describe('card input', () => {
  it('groups the number in fours as typed, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM/YY, a lone month digit above 1 as 0N', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('0429x9')).toBe('04/29');
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('checks the number with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('names each field that cannot be sent, and nothing for a good card', () => {
    expect(cardProblems({ number: '4242 4242 4242 4242', exp: '11/26', cvc: '123', name: 'Ana' }, NOW)).toEqual({});
    expect(cardProblems({ number: '4242 4242 4242 4241', exp: '10/26', cvc: '12', name: ' ' }, NOW)).toEqual({
      number: 'cardNumber',
      exp: 'cardExpired',
      cvc: 'cardCvc',
      name: 'cardName',
    });
    expect(cardProblems({ number: '4242', exp: '13/30', cvc: '1234', name: 'Ana' }, NOW)).toEqual({ number: 'cardNumber', exp: 'cardExp' });
  });

  it('sends digits and trimmed fields; shows the last four', () => {
    const card = { number: '4242 4242 4242 4242', exp: ' 12/30 ', cvc: '123 ', name: ' Ana Lima ' };
    expect(cardFields(card)).toEqual({ card_number: '4242424242424242', card_exp: '12/30', card_cvc: '123', card_name: 'Ana Lima' });
    expect(lastFour(card.number)).toBe('4242');
  });
});
