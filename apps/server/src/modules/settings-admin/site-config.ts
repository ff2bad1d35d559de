/**
 * The website config as operators edit it: the site's name and logo, and the money settings the
 * checkout and the books read when an order is placed (tax rate, default commission, affiliate
 * share, free delivery from a number of pieces per shop), and the mall's time zone, at whose
 * midnight the home page's day ends. They live in `website_config` (key and
 * value); a changed rate applies to orders placed after it, since each order keeps its own
 * figures. A setting never saved answers its default.
 * @example await saveSiteConfig(db, userId, { tax_rate_bps: 750 })
 */
import { ErrorCode } from '@agora/contract/errors';
import type { SiteConfig, SiteConfigInput } from '@agora/contract/settings-admin';
import type { Db, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { knownTimeZone } from '../../lib/day-end';
import { fail, ok, type Result } from '../../lib/errors';
import { CHECKOUT_SETTING_DEFAULTS } from '../checkout/settings';
import { AFFILIATE_BPS_DEFAULT } from '../earnings/settings';
import { ownUploads } from '../media/owned-uploads';

export const SITE_CONFIG_DEFAULTS: SiteConfig = {
  site_name: 'Agora',
  logo: '',
  tax_rate_bps: CHECKOUT_SETTING_DEFAULTS.tax_rate_bps,
  commission_bps: CHECKOUT_SETTING_DEFAULTS.commission_bps,
  affiliate_bps: AFFILIATE_BPS_DEFAULT,
  free_delivery_pieces: CHECKOUT_SETTING_DEFAULTS.free_delivery_pieces,
  time_zone: 'UTC',
};
const KEYS = Object.keys(SITE_CONFIG_DEFAULTS) as (keyof SiteConfig)[];
const NUMBERS = new Set<keyof SiteConfig>(['tax_rate_bps', 'commission_bps', 'affiliate_bps', 'free_delivery_pieces']);

export async function siteConfig(db: Executor): Promise<SiteConfig> {
  const rows = await db.selectFrom('website_config').select(['key', 'value']).where('key', 'in', KEYS).execute();
  const config: Record<string, string | number> = { ...SITE_CONFIG_DEFAULTS };
  for (const { key, value } of rows) {
    // A zone the runtime no longer knows reads as the day-end strip reads it: UTC.
    if (key === 'time_zone') config[key] = knownTimeZone(value);
    else if (!NUMBERS.has(key as keyof SiteConfig)) config[key] = key === 'site_name' && value === '' ? SITE_CONFIG_DEFAULTS.site_name : value;
    else if (/^\d+$/.test(value)) config[key] = Number(value);
  }
  return config as SiteConfig;
}

/** Writes the fields sent; a logo must be a picture this operator uploaded (1000008 `notOwnUpload`), or '' for none. */
export async function saveSiteConfig(db: Db, userId: number, input: SiteConfigInput): Promise<Result<SiteConfig>> {
  if (input.logo) {
    const current = await siteConfig(db);
    if (input.logo !== current.logo && !(await ownUploads(db, userId, [input.logo])).has(input.logo)) {
      return fail(ErrorCode.invalidParameter, { field: 'logo', reason: 'notOwnUpload' });
    }
  }
  await inTransaction(db, async (trx) => {
    for (const key of KEYS) {
      const sent = input[key];
      if (sent === undefined) continue;
      const value = String(sent);
      await trx
        .insertInto('website_config')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
  return ok(await siteConfig(db));
}
