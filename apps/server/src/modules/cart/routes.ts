/**
 * The buyer's cart (spec §2, §3): add, list, change quantity, remove, select, the guest cart
 * joining at login, and a guest cart shown priced. Changes answer the cart as it is now, so a
 * page shows the new subtotal without asking again. `items_count` is the number of lines.
 */
import {
  CART_MAX_LINES,
  cartAddInputSchema,
  cartListSchema,
  cartMergeInputSchema,
  cartPreviewInputSchema,
  cartRemoveInputSchema,
  cartSelectInputSchema,
  cartUpdateInputSchema,
  itemsCountSchema,
} from '@agora/contract/cart';
import { envelopeSchema } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { unwrap } from '../../lib/errors';
import { docs } from '../../lib/route-docs';
import { requireUser } from '../auth/session';
import { addToCart, mergeCart } from './add-to-cart';
import { listCart, previewCart } from './cart-list';
import { removeLines, selectLines, updateLine } from './change-lines';

const TOKEN = [ErrorCode.invalidToken, ErrorCode.tokenExpired, ErrorCode.accountUnavailable];
const INPUT = [ErrorCode.missingParameter, ErrorCode.invalidParameter];
const count = envelopeSchema(itemsCountSchema);
const cart = envelopeSchema(cartListSchema);

export async function cartRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireUser };
  const doc = (summary: string, codes: number[] = []) => docs('cart', summary, [...TOKEN, ...INPUT, ...codes], { security: true });

  app.post(
    '/customer/cart/add',
    {
      ...guarded,
      schema: {
        ...doc(`Add pieces of a variant (to its line when there is one); answers the number of lines. At most ${CART_MAX_LINES} lines`, [
          ErrorCode.productFailure,
          ErrorCode.insufficientStock,
        ]),
        body: cartAddInputSchema,
        response: { 200: count },
      },
    },
    async (request) => success(request, unwrap(await addToCart(app.db, request.user!.id, request.body))),
  );
  app.get(
    '/customer/cart/list',
    {
      ...guarded,
      schema: { ...doc('The cart by shop with prices and stock read now; lines that cannot be bought are marked, not dropped'), response: { 200: cart } },
    },
    async (request) => success(request, await listCart(app.db, request.lang, request.user!.id)),
  );
  app.post(
    '/customer/cart/update',
    {
      ...guarded,
      schema: {
        ...doc('Set a line’s quantity (at most the stock); answers the cart', [ErrorCode.noData, ErrorCode.insufficientStock]),
        body: cartUpdateInputSchema,
        response: { 200: cart },
      },
    },
    async (request) => {
      unwrap(await updateLine(app.db, request.user!.id, request.body.id, request.body.quantity));
      return success(request, await listCart(app.db, request.lang, request.user!.id));
    },
  );
  app.post(
    '/customer/cart/remove',
    {
      ...guarded,
      schema: {
        ...doc('Remove lines (ids: comma list or repeated values); answers the cart', [ErrorCode.noData]),
        body: cartRemoveInputSchema,
        response: { 200: cart },
      },
    },
    async (request) => {
      unwrap(await removeLines(app.db, request.user!.id, request.body.ids));
      return success(request, await listCart(app.db, request.lang, request.user!.id));
    },
  );
  app.post(
    '/customer/cart/select',
    {
      ...guarded,
      schema: {
        ...doc('Select (1) or unselect (0) lines for the next checkout; answers the cart', [ErrorCode.noData]),
        body: cartSelectInputSchema,
        response: { 200: cart },
      },
    },
    async (request) => {
      unwrap(await selectLines(app.db, request.user!.id, request.body.ids, request.body.selected));
      return success(request, await listCart(app.db, request.lang, request.user!.id));
    },
  );
  app.post(
    '/customer/cart/merge',
    {
      ...guarded,
      schema: {
        ...doc(
          'A guest’s cart joins the account’s at login (items: JSON array of {product_id, variant_id, quantity}); quantities capped at the stock, lines that cannot be bought skipped',
        ),
        body: cartMergeInputSchema,
        response: { 200: count },
      },
    },
    async (request) => success(request, await mergeCart(app.db, request.user!.id, request.body.items)),
  );
  app.post(
    '/customer/cart/preview',
    {
      schema: {
        ...docs(
          'cart',
          'A guest’s cart (items: JSON array of {product_id, variant_id, quantity, selected}) priced and checked like an account’s; each line’s id is its variant’s',
          INPUT,
        ),
        body: cartPreviewInputSchema,
        response: { 200: cart },
      },
    },
    async (request) => success(request, await previewCart(app.db, request.lang, request.body.items)),
  );
}
