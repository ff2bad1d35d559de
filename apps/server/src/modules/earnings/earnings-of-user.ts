/**
 * The earnings of the shop a user has open, for their wallet page: the same figures as the shop's
 * dashboard (shop-earnings.ts), or null when the user has no open shop.
 * @example await earningsOfUser(db, 7) // { this_month: 12_340, last_month: 0, pending: 1_990, commission_paid: 620 } or null
 */
import type { ShopEarnings } from '@agora/contract/seller';
import type { Executor } from '../../db/database';
import { openShopIdOf } from '../shops/queries';
import { shopEarnings } from './shop-earnings';

export async function earningsOfUser(db: Executor, userId: number, now = new Date()): Promise<ShopEarnings | null> {
  const shopId = await openShopIdOf(db, userId);
  return shopId === null ? null : shopEarnings(db, shopId, now);
}
