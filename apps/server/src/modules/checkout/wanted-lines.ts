/** Which lines a checkout is about: the caller's chosen cart lines, or one buy-now line. */
import { ErrorCode } from '@agora/contract/errors';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { cartItemsOf } from '../cart/service';
import type { PricedLine, WantedLine } from './lines';

export async function wantedLines(
  db: Executor,
  userId: number,
  input: { cart_item_ids?: number[]; product_id?: number; variant_id?: number; quantity?: number },
): Promise<Result<WantedLine[]>> {
  if (input.cart_item_ids?.length) {
    const items = await cartItemsOf(db, userId, input.cart_item_ids);
    // Another user's line, or one already bought, is as good as unknown.
    if (items.length !== new Set(input.cart_item_ids).size) return fail(ErrorCode.noData, { field: 'cart_item_ids', reason: 'invalid' });
    // In the order the ids were sent, so a refusal's `cart_item_ids.N` names the line the client sent N-th.
    const byId = new Map(items.map((item) => [item.id, item]));
    return ok(
      [...new Set(input.cart_item_ids)].map((id) => {
        const item = byId.get(id)!;
        return { productId: item.product_id, variantId: item.variant_id, quantity: item.quantity, cartItemId: item.id };
      }),
    );
  }
  for (const field of ['product_id', 'variant_id', 'quantity'] as const) {
    if (input[field] === undefined)
      return fail(ErrorCode.missingParameter, { field: input.product_id === undefined ? 'cart_item_ids' : field, reason: 'required' });
  }
  return ok([{ productId: input.product_id as number, variantId: input.variant_id as number, quantity: input.quantity as number }]);
}

/** Every wanted line must still be for sale with enough on the shelf: 2000021 or 2000023 naming the line. */
export function checkBuyable(wanted: WantedLine[], priced: PricedLine[]): Result<PricedLine[]> {
  for (const [index, line] of wanted.entries()) {
    const found = priced.find((p) => p.variantId === line.variantId && p.productId === line.productId);
    const field = line.cartItemId ? `cart_item_ids.${index}` : 'variant_id';
    if (!found || found.state === 'off_sale') return fail(ErrorCode.productFailure, { field, reason: 'offSale' });
    if (found.state === 'short') return fail(ErrorCode.insufficientStock, { field, reason: 'stockShort', params: { stock: found.stock } });
  }
  return ok(priced);
}
