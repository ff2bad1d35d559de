import { describe, expect, it } from 'vitest';
import { normalTransactionId } from './transaction-id';

describe('normalTransactionId', () => {
  it('reads full-width letters, digits and punctuation as their ASCII selves', () => {
    expect(normalTransactionId('ＡＢＣ１２３')).toBe('abc123');
    expect(normalTransactionId('ＴＸ－２０２６／１１')).toBe('tx-2026/11');
  });

  it('drops zero-width and other format characters wherever they are', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u200E', '\u202E', '\uFE0F', '\u3164']) {
      expect(normalTransactionId(`ABC${invisible}123`)).toBe('abc123');
      expect(normalTransactionId(`${invisible}abc123${invisible}`)).toBe('abc123');
    }
  });

  it('ignores case', () => {
    expect(normalTransactionId('AbC123')).toBe('abc123');
    expect(normalTransactionId('TXN-9F3A')).toBe(normalTransactionId('txn-9f3a'));
  });

  it('drops every space, inside and around, of any kind', () => {
    expect(normalTransactionId(' abc 123 ')).toBe('abc123');
    expect(normalTransactionId('abc\t1\u00A02\u30003\u2009')).toBe('abc123');
  });

  it('changes nothing in an ordinary id but its case', () => {
    for (const id of ['4f1c2e9a-77b0-4c1e-9d3a-5a0e6b2f8c11', 'tx_2026.11.28#17', '0x9fA3bC', 'TRX:abc/DEF+123=']) {
      expect(normalTransactionId(id)).toBe(id.toLowerCase());
    }
  });

  it('keeps letters that differ only by accent apart, and leaves nothing of an invisible id', () => {
    expect(normalTransactionId('café')).toBe(normalTransactionId('cafe\u0301'));
    expect(normalTransactionId('café')).not.toBe(normalTransactionId('cafe'));
    expect(normalTransactionId(' \u200B\u3000\u00AD\uFEFF ')).toBe('');
  });

  it('is idempotent, even where removing a character leaves a pair to compose', () => {
    for (const raw of ['a\u00A8b', 'ＡＢＣ\u200B１２３', 'İSTANBUL-7', 'x\u00B4\u200By']) {
      const once = normalTransactionId(raw);
      expect(normalTransactionId(once)).toBe(once);
    }
    expect(normalTransactionId('a\u00A8b')).toBe('äb');
  });
});
