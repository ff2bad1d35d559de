import { describe, expect, it } from 'vitest';
import { foldText, searchTextOf } from './search-text';

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
