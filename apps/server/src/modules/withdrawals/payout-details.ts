/**
 * A user's payout details and how they are shown: masked but for the last four characters, for
 * the user's own pages and for the record a withdrawal keeps of where it was sent.
 * @example mask('GB29NWBK60161331926819') // '****6819'
 */
import { bankRuleOf } from '@agora/contract/payout-banks';
import { BANK_METHOD, type BankField } from '@agora/contract/withdrawals';

export interface StoredSettings {
  wallets: Record<string, string>;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  iban: string;
  bic: string;
  bank_code: string;
  /** The bank's country; '' for details saved before countries were asked (read as they were). */
  country: string;
  updated_at: string | null;
}

export const EMPTY_SETTINGS: StoredSettings = {
  wallets: {},
  bank_name: '',
  account_name: '',
  account_number: '',
  routing_number: '',
  iban: '',
  bic: '',
  bank_code: '',
  country: '',
  updated_at: null,
};

/** '' stays ''; four characters or fewer are hidden whole, so a short value is never shown in full. */
export const mask = (value: string): string => (value === '' ? '' : value.length <= 4 ? '****' : `****${value.slice(-4)}`);

export const maskAll = (details: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(details).map(([key, value]) => [key, mask(value)]));

/** Without a country: usable when the bank, the holder and the account are known (a routing number is not used everywhere). */
const REQUIRED_BANK: BankField[] = ['bank_name', 'account_name', 'account_number'];
const LEGACY_FIELDS: BankField[] = ['bank_name', 'account_name', 'account_number', 'routing_number'];

/** The bank fields the settings' country asks for (all of them required or not), or the four of before. */
export function bankFieldsOf(settings: StoredSettings): { fields: BankField[]; required: BankField[] } {
  const rule = settings.country ? bankRuleOf(settings.country) : null;
  if (!rule) return { fields: LEGACY_FIELDS, required: REQUIRED_BANK };
  return { fields: rule.fields.map((field) => field.name), required: rule.fields.filter((field) => field.required).map((field) => field.name) };
}

export const hasBank = (settings: StoredSettings): boolean => bankFieldsOf(settings).required.every((field) => settings[field] !== '');

/** Where a withdrawal by `method` would go, unmasked; null when the settings hold nothing for it. */
export function detailsFor(settings: StoredSettings, method: string): Record<string, string> | null {
  if (method === BANK_METHOD) {
    if (!hasBank(settings)) return null;
    return Object.fromEntries(bankFieldsOf(settings).fields.map((field) => [field, settings[field]]));
  }
  const address = Object.hasOwn(settings.wallets, method) ? settings.wallets[method] : undefined;
  return address ? { address } : null;
}

/** The wallets column's JSON; a damaged value reads as no addresses rather than failing the page. */
export function parseWallets(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  } catch {
    return {};
  }
}
