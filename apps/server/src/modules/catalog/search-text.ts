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
