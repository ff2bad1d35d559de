/**
 * The mall's withdrawal settings (website config), with their defaults: the least a user may
 * withdraw in cents, and the fee in basis points of the amount (100 = 1 %).
 */
import type { WithdrawSettings } from '@agora/contract/withdrawals';
import type { Executor } from '../../db/database';

export const WITHDRAW_SETTING_DEFAULTS: WithdrawSettings = { withdraw_min: 1000, withdraw_fee_bps: 100 };
const KEYS = Object.keys(WITHDRAW_SETTING_DEFAULTS) as (keyof WithdrawSettings)[];

export async function withdrawSettings(db: Executor): Promise<WithdrawSettings> {
  const rows = await db.selectFrom('website_config').select(['key', 'value']).where('key', 'in', KEYS).execute();
  const settings = { ...WITHDRAW_SETTING_DEFAULTS };
  for (const row of rows) {
    const value = Number(row.value);
    if (Number.isInteger(value) && value >= 0) settings[row.key as keyof WithdrawSettings] = value;
  }
  return settings;
}

/** Writes the settings given (an operator's change), keeping the others. */
export async function saveWithdrawSettings(db: Executor, changes: Partial<WithdrawSettings>): Promise<WithdrawSettings> {
  for (const key of KEYS) {
    const value = changes[key];
    if (value === undefined) continue;
    await db
      .insertInto('website_config')
      .values({ key, value: String(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
      .execute();
  }
  return withdrawSettings(db);
}

/** The fee on an amount: the set share, rounded to the cent, never more than the amount. */
export const withdrawFee = (amount: number, bps: number): number => Math.min(amount, Math.round((amount * bps) / 10_000));
