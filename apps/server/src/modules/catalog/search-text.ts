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
