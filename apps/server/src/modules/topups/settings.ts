/**
 * The operators' top-up settings, kept in website config rows with their defaults: the smallest
 * top-up (US cents) and how many a user may submit in any 24 hours.
 */
import { RECHARGE_SETTING_DEFAULTS, type RechargeSettings } from '@agora/contract/topups';
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';

/** Setting → its website config key (prefixed: the table is shared with the rest of the mall). */
const KEYS = { min_amount: 'recharge_min_amount', recharge_per_day: 'recharge_per_day' } as const satisfies Record<keyof RechargeSettings, string>;

export async function rechargeSettings(db: Executor): Promise<RechargeSettings> {
  const rows = await db.selectFrom('website_config').select(['key', 'value']).where('key', 'in', Object.values(KEYS)).execute();
  const settings: RechargeSettings = { ...RECHARGE_SETTING_DEFAULTS };
  for (const [name, key] of Object.entries(KEYS) as [keyof RechargeSettings, string][]) {
    const value = Number(rows.find((row) => row.key === key)?.value);
    if (Number.isInteger(value) && value > 0) settings[name] = value;
  }
  return settings;
}

export async function saveRechargeSettings(db: Db, settings: RechargeSettings): Promise<RechargeSettings> {
  await inTransaction(db, async (trx) => {
    for (const [name, key] of Object.entries(KEYS) as [keyof RechargeSettings, string][]) {
      const value = String(settings[name]);
      await trx
        .insertInto('website_config')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
  return rechargeSettings(db);
}
