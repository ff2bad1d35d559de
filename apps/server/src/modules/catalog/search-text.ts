/**
 * Search text: a product's names in every language, lower-cased, with Latin diacritics folded, so
 * "dien thoai" finds "Điện thoại" and "cafe" finds "Café". Other scripts (CJK, Thai, Devanagari)
 * are kept as they are: their combining marks are part of the letters.
 */

/** @example foldText('Điện Thoại Café') // 'dien thoai cafe' */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFC')
    .toLowerCase();
}

/** One searchable text from every language's name (duplicates dropped). */
export function searchTextOf(names: string[]): string {
  return [...new Set(names.map(foldText))].join('\n');
}

/** Han, kana and Hangul: scripts written without spaces, where one or two characters make a word. */
const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}ー';
const CJK_TERM = new RegExp(`^[${CJK_CHARS}]+$`, 'u');
const CJK_RUNS = new RegExp(`[${CJK_CHARS}]+`, 'gu');

/** True when every character of the term is CJK: the short-term index can answer it. */
export const isCjk = (term: string) => CJK_TERM.test(term);

/**
 * The CJK characters of a search text, one per token, for the index that finds one- and
 * two-character CJK terms (the trigram index needs three). Between two CJK stretches goes one "x"
 * token, so a phrase never joins characters from two different words.
 * @example cjkTokens('蓝牙耳机 bt\\nヘッド') // '蓝 牙 耳 机 x ヘ ッ ド'
 */
export function cjkTokens(text: string): string {
  return (text.match(CJK_RUNS) ?? []).map((run) => [...run].join(' ')).join(' x ');
}

/**
 * Scripts written without spaces between words (CJK, Thai, Lao, Khmer, Myanmar): a term in them is
 * one unit, matched anywhere inside a name; word starts mean little there.
 */
const SPACELESS = new RegExp(`^[${CJK_CHARS}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}\\p{M}]+$`, 'u');
export const isSpaceless = (word: string) => SPACELESS.test(word);

/** The most words of one query that are matched; the rest are ignored (a term is at most 100 characters). */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of a search term, folded: split at white space, duplicates dropped. Every word must
 * match, in any order; a term without spaces (as Japanese, Chinese and Thai are written) is one word.
 * @example queryWords('Wireless  EARBUDS wireless') // ['wireless', 'earbuds']
 */
export function queryWords(term: string): string[] {
  return [...new Set(foldText(term).split(/\s+/u).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
}

/** The words of a text as the word index sees them: runs of letters, marks and digits. */
export const wordsOf = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

const LATIN_WORD = /^[a-z]+$/;

/** Singular candidates of an English plural: -ies → -y (and -ie), -es after s, x, z, ch, sh, else -s. */
function singulars(word: string): string[] {
  if (!LATIN_WORD.test(word) || word.length < 4) return [];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`, word.slice(0, -1)];
  if (/(ss|x|z|ch|sh)es$/.test(word)) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return [word.slice(0, -1)];
  return [];
}

/** The English plural of a singular: -y after a consonant → -ies, after s, x, z, ch, sh → -es, else -s. */
function plurals(word: string): string[] {
  if (!LATIN_WORD.test(word) || word.length < 3) return [];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(ss|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  return word.endsWith('s') ? [] : [`${word}s`];
}

/**
 * The forms a query word is looked for in, plural and singular alike (Latin letters only; other
 * scripts have no such endings): `whole`, the words that count as the word itself; `find`, the
 * fewest of them that any name holding one of them contains ("laptop" is in "laptops", so
 * "laptops" is found as "laptop"; "battery" and "batteries" both have to be looked for).
 * @example wordForms('laptops') // { whole: ['laptops', 'laptop'], find: ['laptop'] }
 * @example wordForms('battery') // { whole: ['battery', 'batteries'], find: ['battery', 'batteries'] }
 */
export function wordForms(word: string): { whole: string[]; find: string[] } {
  const whole = [...new Set([word, ...singulars(word), ...plurals(word)].filter((w) => w.length >= 3 || w === word))];
  const find = whole.filter((form) => !whole.some((other) => other !== form && form.includes(other)));
  return { whole, find };
}
