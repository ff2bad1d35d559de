import { describe, expect, it } from 'vitest';
import { withReaderMoney } from './notice-money';

const yen = (cents: number) => `¥${Math.round(cents * 1.5).toLocaleString('en')}`;

describe('withReaderMoney', () => {
  it('shows each listed amount in the reader’s currency and leaves old text as written', () => {
    expect(withReaderMoney('Refund of $12.50 paid', [{ text: '$12.50', cents: 1250 }], yen)).toBe('Refund of ¥1,875 paid');
    expect(
      withReaderMoney(
        '$1.50 and $11.50',
        [
          { text: '$1.50', cents: 150 },
          { text: '$11.50', cents: 1150 },
        ],
        yen,
      ),
    ).toBe('¥225 and ¥1,725');
    expect(withReaderMoney('Top-up of $7.00 received', [], yen)).toBe('Top-up of $7.00 received');
  });
});
