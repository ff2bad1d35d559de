/**
 * Which bank details a payout needs, by the bank's country (issue 23): the one table the server's
 * payment-settings check and the web form both read.
 * - IBAN countries (every country in the IBAN registry, from `ibantools`): IBAN + BIC.
 * - US: account number + ABA routing number (9 digits with its checksum).
 * - Others: account number + a bank code, labelled and checked per country where it is well known
 *   (IFSC in India, BSB in Australia, bank and branch code in Japan); in South-East Asia the bank's
 *   SWIFT/BIC, optional.
 * Bank name and account holder are asked everywhere.
 * @example bankRuleOf('DE').fields.map((f) => f.name) // ['bank_name', 'account_name', 'iban', 'bic']
 * @example bankFieldError('US', 'routing_number', '021000021') // null
 */
import { electronicFormatIBAN, getCountrySpecifications, isValidBIC, isValidIBAN } from 'ibantools';

/** Every bank detail a country may ask for, in form order. */
export const PAYOUT_BANK_FIELDS = ['bank_name', 'account_name', 'iban', 'account_number', 'routing_number', 'bank_code', 'bic'] as const;
export type PayoutBankField = (typeof PAYOUT_BANK_FIELDS)[number];

/** How `bank_code` is named (web label `paymentSettings.bankCode.<label>`). */
export type BankCodeLabel = 'ifsc' | 'bsb' | 'jpBranch' | 'swift' | 'generic';

export interface BankFieldRule {
  name: PayoutBankField;
  required: boolean;
  /** For `bank_code`: which name the form gives it. */
  label?: BankCodeLabel;
  /** An example value shown as placeholder. */
  example?: string;
}

export interface BankRule {
  country: string;
  kind: 'iban' | 'us' | 'local';
  fields: BankFieldRule[];
}

const specs = getCountrySpecifications();
/** Countries whose banks are reached by IBAN (the IBAN registry, as `ibantools` keeps it). */
export const IBAN_COUNTRIES: readonly string[] = Object.keys(specs)
  .filter((code) => specs[code]?.IBANRegistry)
  .sort();

/** Non-IBAN countries with a bank code of their own. */
const LOCAL_CODES: Record<string, { label: BankCodeLabel; required: boolean; pattern: RegExp; example: string }> = {
  IN: { label: 'ifsc', required: true, pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/, example: 'SBIN0001234' },
  AU: { label: 'bsb', required: true, pattern: /^\d{3}-?\d{3}$/, example: '062-000' },
  JP: { label: 'jpBranch', required: true, pattern: /^\d{4}-?\d{3}$/, example: '0001-001' },
};
/** Where the bank's SWIFT/BIC is the code, and optional: bank name and account number are enough. */
const SWIFT_COUNTRIES = ['ID', 'MY', 'PH', 'TH', 'VN'];
/** Other countries offered with a generic, optional bank code. */
const OTHER_COUNTRIES = ['AR', 'BD', 'CA', 'CL', 'CN', 'CO', 'HK', 'KE', 'KR', 'LK', 'MX', 'NG', 'NP', 'NZ', 'PE', 'SG', 'TW', 'ZA'];

/** Every country the form offers, sorted by code (the web sorts them by name in the reader's language). */
export const PAYOUT_COUNTRIES: readonly string[] = [
  ...new Set([...IBAN_COUNTRIES, 'US', ...Object.keys(LOCAL_CODES), ...SWIFT_COUNTRIES, ...OTHER_COUNTRIES]),
].sort();

const holder: BankFieldRule[] = [
  { name: 'bank_name', required: true },
  { name: 'account_name', required: true },
];

/** The rule of `country` (ISO 3166 alpha-2, upper case); null for a country not offered. */
export function bankRuleOf(country: string): BankRule | null {
  if (!PAYOUT_COUNTRIES.includes(country)) return null;
  if (IBAN_COUNTRIES.includes(country)) {
    return {
      country,
      kind: 'iban',
      fields: [...holder, { name: 'iban', required: true, example: `${country}00…` }, { name: 'bic', required: true, example: 'DEUTDEFF' }],
    };
  }
  if (country === 'US') {
    return {
      country,
      kind: 'us',
      fields: [...holder, { name: 'account_number', required: true }, { name: 'routing_number', required: true, example: '021000021' }],
    };
  }
  const local = LOCAL_CODES[country];
  const swift = SWIFT_COUNTRIES.includes(country);
  const code: BankFieldRule = local
    ? { name: 'bank_code', required: local.required, label: local.label, example: local.example }
    : { name: 'bank_code', required: false, label: swift ? 'swift' : 'generic', ...(swift ? { example: 'BKKBTHBK' } : {}) };
  return { country, kind: 'local', fields: [...holder, { name: 'account_number', required: true }, code] };
}

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1, …) is a multiple of 10. */
export function isValidAbaRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** How a value is stored: IBAN, BIC and codes without spaces, upper case. */
export function normalizeBankValue(field: PayoutBankField, value: string): string {
  const trimmed = value.trim();
  if (field === 'iban') return electronicFormatIBAN(trimmed) ?? trimmed.toUpperCase();
  if (field === 'bic' || field === 'bank_code') return trimmed.replace(/\s+/g, '').toUpperCase();
  if (field === 'account_number' || field === 'routing_number') return trimmed.replace(/[\s-]+/g, '');
  return trimmed;
}

/**
 * Why a (normalized, non-empty) value of `field` is refused for `country`: a §8 reason
 * (`invalid`), or null when it is fine.
 */
export function bankFieldError(country: string, field: PayoutBankField, value: string): 'invalid' | null {
  switch (field) {
    case 'iban':
      // The IBAN must be valid and of the bank's country.
      return isValidIBAN(value) && value.startsWith(country) ? null : 'invalid';
    case 'bic':
      return isValidBIC(value) ? null : 'invalid';
    case 'routing_number':
      return country === 'US' && !isValidAbaRouting(value) ? 'invalid' : null;
    case 'account_number':
      return /^[A-Za-z0-9]{4,34}$/.test(value) ? null : 'invalid';
    case 'bank_code': {
      const local = LOCAL_CODES[country];
      if (local) return local.pattern.test(value) ? null : 'invalid';
      if (SWIFT_COUNTRIES.includes(country)) return isValidBIC(value) ? null : 'invalid';
      return /^[A-Z0-9-]{1,20}$/.test(value) ? null : 'invalid';
    }
    default:
      return null;
  }
}
