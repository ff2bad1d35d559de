/**
 * The form of a payment's transaction id that two submissions are compared in, so one bank
 * transfer cannot be claimed twice by retyping its id in another case, in full-width characters,
 * with a zero-width space or with spaces inside. Stored in `recharge.transaction_key` (unique);
 * `recharge.transaction_id` keeps what the buyer typed, for operators.
 * @example normalTransactionId('ＴＸ－１２３') // 'tx-123'; normalTransactionId('Tx\u200B 12 3') // 'tx123'
 */

// Whitespace and separators, format characters (zero-width space and joiners, BOM, soft hyphen,
// bidi marks…) and the other default-ignorable code points (variation selectors, the Hangul fillers,
// the combining grapheme joiner): none of them is visible, so none of them can tell two ids apart.
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * NFKC, without invisible characters, lower-cased; '' when nothing visible is left.
 * `toLowerCase` rather than full case folding: ids are letters and digits, where the two agree,
 * and it is locale-free in JavaScript. NFKC runs again last because removing a character can leave
 * a composable pair behind (U+00A8 is NFKC ' ' + U+0308; without the space, 'a' + U+0308 is 'ä'),
 * and that makes the function idempotent: normalising a normal form changes nothing.
 */
export function normalTransactionId(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKC');
}
