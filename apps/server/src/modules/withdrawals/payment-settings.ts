/**
 * A user's payment settings: where their withdrawals go (an address per wallet type, bank
 * details). Shown masked; changed only with the account password, which sends a notice and makes
 * the withdrawals of the next 24 hours flagged to the operator (a stolen session cannot quietly
 * send the money elsewhere).
 */
import { ErrorCode } from '@agora/contract/errors';
import { BANK_FIELDS, BANK_METHOD, type PaymentSettings, type PaymentSettingsInput, WALLET_FIELD_PREFIX } from '@agora/contract/withdrawals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { DAY, nowIso } from '../../lib/time';
import { findUserById } from '../auth/queries';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { detailsFor, hasBank, mask, type StoredSettings } from './payout-details';
import { findPaymentSettings, offeredWalletTypes, writePaymentSettings } from './queries';

/** How long after a change a withdrawal is flagged. */
export const FLAG_WINDOW_MS = DAY;

export const isFlagged = (settings: StoredSettings, now = Date.now()): boolean =>
  settings.updated_at !== null && Date.parse(settings.updated_at) > now - FLAG_WINDOW_MS;

export async function paymentSettingsOf(db: Db, userId: number): Promise<PaymentSettings> {
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
      name: type.name,
      field: `${WALLET_FIELD_PREFIX}${type.code}`,
      address: mask(settings.wallets[type.code] ?? ''),
    })),
    bank_name: mask(settings.bank_name),
    account_name: mask(settings.account_name),
    account_number: mask(settings.account_number),
    routing_number: mask(settings.routing_number),
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
export async function savePaymentSettings(db: Db, userId: number, input: PaymentSettingsInput): Promise<Result<PaymentSettings>> {
  const offered = new Set((await offeredWalletTypes(db)).map((type) => type.code));
  for (const code of Object.keys(input.wallets)) {
    if (!offered.has(code)) return fail(ErrorCode.invalidParameter, { field: `${WALLET_FIELD_PREFIX}${code}`, reason: 'invalid' });
  }
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(input.password, user.password_hash))) {
    return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'invalid' });
  }
  await inTransaction(db, async (trx) => {
    const stored = await findPaymentSettings(trx, userId);
    const wallets = { ...stored.wallets, ...input.wallets };
    for (const [code, address] of Object.entries(wallets)) if (address === '') delete wallets[code];
    const next = { ...stored, ...input.bank, wallets };
    const same = BANK_FIELDS.every((field) => next[field] === stored[field]) && JSON.stringify(sorted(next.wallets)) === JSON.stringify(sorted(stored.wallets));
    if (same) return;
    await writePaymentSettings(trx, userId, { ...next, updated_at: nowIso() });
    // The spec's notice types stop at withdrawal (400) for money: a change of where withdrawals go is that type's news, already decided.
    await notify(trx, { userId, type: NoticeType.withdrawal, state: NoticeState.succeeded, template: 'paymentSettingsChanged' });
  });
  return ok(await paymentSettingsOf(db, userId));
}

const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
