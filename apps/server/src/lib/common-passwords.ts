/**
 * The passwords people pick most, refused at registration and password reset (OWASP ASVS 2.1.7):
 * the 49,000 of zxcvbn-ts's common list (@zxcvbn-ts/language-common, MIT), ranked from leaked
 * password sets, shipped in the package, so no network is needed. Read into a Set on first use.
 * @example isCommonPassword('Password123') // true
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/** The list, lower-case, loaded once. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** Whether the password is on the list, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
