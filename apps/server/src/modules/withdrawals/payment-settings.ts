/**
 * A user's payment settings: where their withdrawals go (an address per wallet type, bank
 * details). Shown masked; changed only with the account password, which sends a notice and makes
 * the withdrawals of the next 24 hours flagged to the operator (a stolen session cannot quietly
 * send the money elsewhere).
 */
import { ErrorCode } from '@agora/contract/errors';
import { DEFAULT_LANG, type Lang } from '@agora/contract/locale';
import { bankFieldError, bankRuleOf, normalizeBankValue } from '@agora/contract/payout-banks';
import { BANK_FIELDS, BANK_METHOD, type PaymentSettings, type PaymentSettingsInput, WALLET_FIELD_PREFIX } from '@agora/contract/withdrawals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { DAY, nowIso } from '../../lib/time';
import { findUserById } from '../auth/queries';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { walletTypeName } from '../topups/wallet-types';
import { bankFieldsOf, detailsFor, hasBank, mask, type StoredSettings } from './payout-details';
import { findPaymentSettings, offeredWalletTypes, writePaymentSettings } from './queries';

/** How long after a change a withdrawal is flagged. */
export const FLAG_WINDOW_MS = DAY;

export const isFlagged = (settings: StoredSettings, now = Date.now()): boolean =>
  settings.updated_at !== null && Date.parse(settings.updated_at) > now - FLAG_WINDOW_MS;

export async function paymentSettingsOf(db: Db, userId: number, lang: Lang = DEFAULT_LANG): Promise<PaymentSettings> {
  const [settings, types] = await Promise.all([findPaymentSettings(db, userId), offeredWalletTypes(db)]);
  const set = [
    ...BANK_FIELDS.filter((field) => settings[field] !== ''),
    ...types.filter((type) => settings.wallets[type.code]).map((type) => `${WALLET_FIELD_PREFIX}${type.code}`),
  ];
  const methods = [...(hasBank(settings) ? [BANK_METHOD] : []), ...types.filter((type) => detailsFor(settings, type.code)).map((type) => type.code)];
  const flaggedUntil = settings.updated_at && isFlagged(settings) ? new Date(Date.parse(settings.updated_at) + FLAG_WINDOW_MS).toISOString() : null;
  return {
    wallets: types.map((type) => ({
      code: type.code,
      name: walletTypeName(type, lang),
      field: `${WALLET_FIELD_PREFIX}${type.code}`,
      address: mask(settings.wallets[type.code] ?? ''),
    })),
    bank_name: mask(settings.bank_name),
    account_name: mask(settings.account_name),
    account_number: mask(settings.account_number),
    routing_number: mask(settings.routing_number),
    iban: mask(settings.iban),
    bic: mask(settings.bic),
    bank_code: mask(settings.bank_code),
    country: settings.country,
    set,
    methods,
    updated_at: settings.updated_at,
    flagged_until: flaggedUntil,
  };
}

/**
 * Saves the fields sent (empty clears one), after checking the account password: a wrong one
 * answers 1100004 naming `password`, as the profile's password change does. Saving what is already
 * stored changes nothing, so it neither notifies nor flags.
 */
export async function savePaymentSettings(db: Db, userId: number, input: PaymentSettingsInput, lang: Lang = DEFAULT_LANG): Promise<Result<PaymentSettings>> {
  const offered = new Set((await offeredWalletTypes(db)).map((type) => type.code));
  for (const code of Object.keys(input.wallets)) {
    if (!offered.has(code)) return fail(ErrorCode.invalidParameter, { field: `${WALLET_FIELD_PREFIX}${code}`, reason: 'invalid' });
  }
  const bankRefusal = checkBank(await findPaymentSettings(db, userId), input);
  if (bankRefusal) return bankRefusal;
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) {
    return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'invalid' });
  }
  await inTransaction(db, async (trx) => {
    const stored = await findPaymentSettings(trx, userId);
    const wallets = { ...stored.wallets, ...input.wallets };
    for (const [code, address] of Object.entries(wallets)) if (address === '') delete wallets[code];
    const next = withCountry({ ...stored, ...input.bank, wallets }, input.country);
    const same =
      [...BANK_FIELDS, 'country' as const].every((field) => next[field] === stored[field]) &&
      JSON.stringify(sorted(next.wallets)) === JSON.stringify(sorted(stored.wallets));
    if (same) return;
    await writePaymentSettings(trx, userId, { ...next, updated_at: nowIso() });
    // The spec's notice types stop at withdrawal (400) for money: a change of where withdrawals go is that type's news, already decided.
    await notify(trx, { userId, type: NoticeType.withdrawal, state: NoticeState.succeeded, template: 'paymentSettingsChanged' });
  });
  return ok(await paymentSettingsOf(db, userId, lang));
}

/**
 * The settings under `country` (when sent): bank values stored in their plain form (IBAN without
 * spaces, upper case), and the fields that country does not ask for cleared, so a payout never
 * carries a routing number left from another country (docs/decisions.md).
 */
function withCountry(settings: StoredSettings, country: string | undefined): StoredSettings {
  const next = { ...settings, ...(country !== undefined ? { country } : {}) };
  if (!next.country) return next;
  const { fields } = bankFieldsOf(next);
  for (const field of BANK_FIELDS) next[field] = fields.includes(field) ? normalizeBankValue(field, next[field]) : '';
  return next;
}

/**
 * The country's rule on what a save would store: an unknown country, a value in the wrong form for
 * it (IBAN checksum, ABA checksum, IFSC…) answer 1000008 naming the field; a field the country asks
 * for left empty while others are set answers 1000009 naming it. Fields it does not ask for are
 * ignored (and cleared). Without a country the checks of before apply (the contract's forms).
 */
function checkBank(stored: StoredSettings, input: PaymentSettingsInput): Result<never> | null {
  const country = input.country ?? stored.country;
  if (!country) return null;
  if (!bankRuleOf(country)) return fail(ErrorCode.invalidParameter, { field: 'country', reason: 'invalid' });
  const next = withCountry({ ...stored, ...input.bank }, country);
  const { fields, required } = bankFieldsOf(next);
  for (const field of fields) {
    if (next[field] !== '' && bankFieldError(country, field, next[field])) {
      return fail(ErrorCode.invalidParameter, { field, reason: 'invalid' });
    }
  }
  // Clearing every bank detail is allowed; a partial set is not.
  if (fields.some((field) => next[field] !== '')) {
    const missing = required.find((field) => next[field] === '');
    if (missing) return fail(ErrorCode.missingParameter, { field: missing, reason: 'required' });
  }
  return null;
}

const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
