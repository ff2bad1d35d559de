/**
 * A user's payout details and how they are shown: masked but for the last four characters, for
 * the user's own pages and for the record a withdrawal keeps of where it was sent.
 * @example mask('GB29NWBK60161331926819') // '****6819'
 */
import { BANK_METHOD, type BankField } from '@agora/contract/withdrawals';

export interface StoredSettings {
  wallets: Record<string, string>;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  updated_at: string | null;
}

export const EMPTY_SETTINGS: StoredSettings = { wallets: {}, bank_name: '', account_name: '', account_number: '', routing_number: '', updated_at: null };

/** '' stays ''; four characters or fewer are hidden whole, so a short value is never shown in full. */
export const mask = (value: string): string => (value === '' ? '' : value.length <= 4 ? '****' : `****${value.slice(-4)}`);

export const maskAll = (details: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(details).map(([key, value]) => [key, mask(value)]));

/** The bank details are usable when the bank, the holder and the account are known (a routing number is not used everywhere). */
const REQUIRED_BANK: BankField[] = ['bank_name', 'account_name', 'account_number'];
export const hasBank = (settings: StoredSettings): boolean => REQUIRED_BANK.every((field) => settings[field] !== '');

/** Where a withdrawal by `method` would go, unmasked; null when the settings hold nothing for it. */
export function detailsFor(settings: StoredSettings, method: string): Record<string, string> | null {
  if (method === BANK_METHOD) {
    if (!hasBank(settings)) return null;
    const { bank_name, account_name, account_number, routing_number } = settings;
    return { bank_name, account_name, account_number, routing_number };
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
