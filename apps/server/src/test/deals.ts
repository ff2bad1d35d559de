/** Test data: a flash deal on one variant, written straight to the database (no deal API yet). */
import type { Db } from '../db/database';
import { isoIn } from '../lib/time';

export interface TestDeal {
  /** ms from now (negative: in the past) */
  startsIn: number;
  endsIn: number;
  productId: number;
  variantId: number;
  dealPrice: number;
  quantity: number;
}

/** @returns the new deal's id */
export async function insertDeal(db: Db, deal: TestDeal): Promise<number> {
  const { id } = await db
    .insertInto('flash_deal')
    .values({ start_time: isoIn(deal.startsIn), end_time: isoIn(deal.endsIn), created_at: isoIn(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('flash_deal_item')
    .values({ flash_deal_id: id, product_id: deal.productId, variant_id: deal.variantId, deal_price: deal.dealPrice, deal_quantity: deal.quantity })
    .execute();
  return id;
}
