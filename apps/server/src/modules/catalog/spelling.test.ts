import { describe, expect, it } from 'vitest';
import { queryWords, wordForms } from './search-text';
import { closestWord, correctTerm, editDistance } from './spelling';

describe('queryWords', () => {
  it('splits at any white space, folds and drops repeats; a term without spaces is one word', () => {
    expect(queryWords('  Wireless\tEARBUDS wireless ')).toEqual(['wireless', 'earbuds']);
    expect(queryWords('Điện thoại')).toEqual(['dien', 'thoai']);
    expect(queryWords('ワイヤレスイヤホン')).toEqual(['ワイヤレスイヤホン']);
    expect(queryWords('หูฟัง　ไร้สาย')).toEqual(['หูฟัง', 'ไร้สาย']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('wordForms', () => {
  it.each([
    ['laptops', ['laptops', 'laptop'], ['laptop']],
    ['laptop', ['laptop', 'laptops'], ['laptop']],
    ['earbud', ['earbud', 'earbuds'], ['earbud']],
    ['batteries', ['batteries', 'battery', 'batterie'], ['battery', 'batterie']],
    ['battery', ['battery', 'batteries'], ['battery', 'batteries']],
    ['boxes', ['boxes', 'box', 'boxe'], ['box']],
    ['watch', ['watch', 'watches'], ['watch']],
    ['glass', ['glass', 'glasses'], ['glass']],
    ['cases', ['cases', 'case'], ['case']],
    ['bus', ['bus'], ['bus']],
    ['tv', ['tv'], ['tv']],
    ['イヤホン', ['イヤホン'], ['イヤホン']],
  ])('%s', (word, whole, find) => {
    expect(wordForms(word)).toEqual({ whole, find });
  });
});

describe('editDistance', () => {
  it.each([
    ['laptop', 'laptop', 0],
    ['lapotp', 'laptop', 1], // two neighbours swapped: one edit
    ['laptp', 'laptop', 1],
    ['lapttop', 'laptop', 1],
    ['leptop', 'laptop', 1],
    ['lpatpo', 'laptop', 2],
    ['ヘッドフォン', 'ヘッドホン', 2],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('stops past the bound', () => {
    expect(editDistance('laptop', 'keyboard', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('near spellings', () => {
  const vocabulary = new Map([
    ['laptop', 40],
    ['laptops', 2],
    ['lantern', 9],
    ['wireless', 30],
    ['earbuds', 12],
    ['mug', 3],
    ['bug', 9],
  ]);

  it('picks the closest word, then the one more products have', () => {
    expect(closestWord('lapotp', vocabulary)).toBe('laptop');
    expect(closestWord('hug', vocabulary)).toBe('bug'); // mug and bug are both one edit away; bug is on more products
    expect(closestWord('keyboard', vocabulary)).toBeNull();
  });

  it('corrects only the words no known word contains', () => {
    expect(correctTerm(['wireless', 'lapotp'], vocabulary)).toBe('wireless laptop');
    expect(correctTerm(['earbud', 'wirelss'], vocabulary)).toBe('earbud wireless'); // earbud is in earbuds
    expect(correctTerm(['lapt'], vocabulary)).toBeNull(); // part of a known word: nothing to correct
    expect(correctTerm(['zzqqxxyy'], vocabulary)).toBeNull();
    expect(correctTerm(['ab'], vocabulary)).toBeNull(); // too short to guess
    expect(correctTerm(['ไร้สย'], new Map([['ไร้สาย', 3]]))).toBeNull(); // Thai is left as typed
  });
});
