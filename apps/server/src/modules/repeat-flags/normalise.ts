/**
 * How phones and bank account numbers are compared: a phone by its digits only, an account number
 * without spaces, dashes, dots or slashes and in upper case; the same rule in SQL (`replace`, which
 * both SQLite and PostgreSQL have) so the database finds the matches.
 * @example phoneDigits('+1 (555) 123-0000') // '15551230000'
 * @example accountKey(' gb29-nwbk 6016 ') // 'GB29NWBK6016'
 */
import { type RawBuilder, sql } from 'kysely';

/** Shorter than this, a phone or account number is too little to call a repeat. */
export const MIN_KEY_LENGTH = 6;

export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
export const accountKey = (number: string): string => number.replace(/[\s\-./]/g, '').toUpperCase();

const stripped = (column: string, characters: string[]): RawBuilder<string> =>
  characters.reduce<RawBuilder<string>>((inner, character) => sql<string>`replace(${inner}, ${character}, '')`, sql<string>`${sql.ref(column)}`);

/** The column's phone as digits, for the separators people write (space, dash, dot, brackets, plus, slash). */
export const phoneDigitsSql = (column: string) => stripped(column, [' ', '-', '.', '(', ')', '+', '/']);

/** The column's account number as `accountKey` makes it. */
export const accountKeySql = (column: string) => sql<string>`upper(${stripped(column, [' ', '-', '.', '/'])})`;
