/**
 * Taking an approved product off sale and back (`on_sale` ↔ `off_sale`). A product awaiting
 * review or refused is not the seller's to put on sale: that answers 2000021 (the product is not
 * available), since only a review can make it so.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ProductChange } from '../catalog/catalog-cache';
import { categoryLine, findOwnProduct } from './queries';

export async function setOnSale(
  db: Db,
  shopId: number,
  id: number,
  onSale: boolean,
): Promise<Result<{ id: number; status: string; change: ProductChange | null }>> {
  return inTransaction(db, async (trx) => {
    const product = await findOwnProduct(trx, shopId, id);
    if (!product) return fail(ErrorCode.noData);
    if (product.status !== 'on_sale' && product.status !== 'off_sale') return fail(ErrorCode.productFailure);
    const status = onSale ? 'on_sale' : 'off_sale';
    if (product.status === status) return ok({ id, status, change: null });
    // Conditional on the status read, so two requests crossing each other cannot undo a review in between.
    const updated = await trx
      .updateTable('product')
      .set({ status, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', product.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return fail(ErrorCode.productFailure);
    const change = { id, shopIds: [shopId], categoryIds: await categoryLine(trx, product.category_id), brandIds: [product.brand_id], listings: true };
    return ok({ id, status, change });
  });
}
