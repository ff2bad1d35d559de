/**
 * The affiliate programme's setting (website config): the referrer's share of a referred buyer's
 * completed order, in basis points of its goods (300 = 3 %).
 */
import type { Executor } from '../../db/database';

export const AFFILIATE_BPS_DEFAULT = 300;

export async function affiliateBps(db: Executor): Promise<number> {
  const row = await db.selectFrom('website_config').select('value').where('key', '=', 'affiliate_bps').executeTakeFirst();
  const value = Number(row?.value);
  return row && Number.isInteger(value) && value >= 0 && value <= 10_000 ? value : AFFILIATE_BPS_DEFAULT;
}
