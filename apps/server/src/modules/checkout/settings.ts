/**
 * The mall's checkout settings (website config), with their defaults: tax rate in basis points,
 * minutes an unpaid card order waits before it is cancelled, days after shipping an order
 * completes by itself, the default commission rate and the pieces that make a shop's delivery free.
 */
import type { Executor } from '../../db/database';
import { AFFILIATE_BPS_DEFAULT } from '../earnings/settings';

export const CHECKOUT_SETTING_DEFAULTS = {
  tax_rate_bps: 0,
  card_pay_minutes: 30,
  auto_complete_days: 10,
  commission_bps: 1000,
  /** A shop's delivery in one order is free once its lines reach this many pieces; 0: no such rule. */
  free_delivery_pieces: 500,
  /** The referrer's share (earnings/settings.ts), kept on each order placed. */
  affiliate_bps: AFFILIATE_BPS_DEFAULT,
} as const;
export type CheckoutSettings = { -readonly [K in keyof typeof CHECKOUT_SETTING_DEFAULTS]: number };

export async function checkoutSettings(db: Executor): Promise<CheckoutSettings> {
  const keys = Object.keys(CHECKOUT_SETTING_DEFAULTS) as (keyof CheckoutSettings)[];
  const rows = await db.selectFrom('website_config').select(['key', 'value']).where('key', 'in', keys).execute();
  const settings: CheckoutSettings = { ...CHECKOUT_SETTING_DEFAULTS };
  for (const row of rows) {
    const value = Number(row.value);
    if (Number.isInteger(value) && value >= 0) settings[row.key as keyof CheckoutSettings] = value;
  }
  return settings;
}
