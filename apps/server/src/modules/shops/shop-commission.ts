/**
 * A shop's commission: its own rate in basis points, or null for the mall's default (website
 * config `commission_bps`, DEFAULT_COMMISSION_BPS when the config has none).
 */
import { ErrorCode } from '@agora/contract/errors';
import { DEFAULT_COMMISSION_BPS } from '@agora/contract/shops';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { configuredCommission, findShop, setShopCommission } from './queries';

/** The mall's default rate. */
export async function defaultCommission(db: Executor): Promise<number> {
  return (await configuredCommission(db)) ?? DEFAULT_COMMISSION_BPS;
}

export async function setCommission(
  db: Db,
  shopId: number,
  commissionBps: number | undefined,
): Promise<Result<{ shop_id: number; commission_bps: number | null; default_commission_bps: number }>> {
  if (!(await findShop(db, shopId))) return fail(ErrorCode.noData, { field: 'shop_id', reason: 'invalid' });
  await setShopCommission(db, shopId, commissionBps ?? null, nowIso());
  return ok({ shop_id: shopId, commission_bps: commissionBps ?? null, default_commission_bps: await defaultCommission(db) });
}
