import { describe, expect, it } from 'vitest';
import { cjkTokens, foldText, isCjk, searchTextOf } from './search-text';

describe('foldText', () => {
  it.each([
    ['Điện Thoại', 'dien thoai'],
    ['Café Crème', 'cafe creme'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['蓝牙耳机', '蓝牙耳机'],
    ['ヘッドホン', 'ヘッドホン'],
    ['หูฟังไร้สาย', 'หูฟังไร้สาย'],
    ['वायरलेस हेडफ़ोन', 'वायरलेस हेडफ़ोन'.normalize('NFC')],
  ])('%s → %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('keeps one copy of names that fold alike', () => {
    expect(searchTextOf(['Phone', 'phone', 'Điện thoại'])).toBe('phone\ndien thoai');
  });
});

describe('cjkTokens', () => {
  it('spells CJK characters out one per token, with one break between words', () => {
    expect(cjkTokens('蓝牙耳机 bt\nヘッドホン')).toBe('蓝 牙 耳 机 x ヘ ッ ド ホ ン');
    expect(cjkTokens('phone\n휴대폰')).toBe('휴 대 폰');
    expect(cjkTokens('phone')).toBe('');
  });
  it('tells CJK terms from others', () => {
    expect(isCjk('耳机')).toBe(true);
    expect(isCjk('ヘッ')).toBe(true);
    expect(isCjk('tv')).toBe(false);
    expect(isCjk('耳a')).toBe(false);
  });
});
