/**
 * Test helper: a variant on sale, without deal or wholesale price, from a shop that offers an
 * express option with a fee and no free-above amount; given plenty of stock.
 */
import type { FastifyInstance } from 'fastify';
import { setStock, type TestLine } from '../checkout/test-checkout';

export interface ExpressLine extends TestLine {
  expressFee: number;
}

/** One such line per shop, cheapest first within a shop, for `count` different shops. */
export async function expressLines(app: FastifyInstance, count: number, stock = 5000): Promise<ExpressLine[]> {
  const rows = await app.db
    .selectFrom('product_variant')
    .innerJoin('product', 'product.id', 'product_variant.product_id')
    .innerJoin('shipping_option', 'shipping_option.shop_id', 'product.shop_id')
    .select([
      'product.id as productId',
      'product_variant.id as variantId',
      'product.shop_id as shopId',
      'product_variant.price',
      'shipping_option.fee as expressFee',
    ])
    .where('product.status', '=', 'on_sale')
    .where('shipping_option.code', '=', 'express')
    .where('shipping_option.active', '=', 1)
    .where('shipping_option.free_above', 'is', null)
    .where('shipping_option.fee', '>', 0)
    .where('product_variant.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('variant_id'))
    .where('product_variant.id', 'not in', (eb) => eb.selectFrom('product_wholesale').select('variant_id'))
    .orderBy('product.shop_id')
    .orderBy('product_variant.price')
    .execute();
  const lines: ExpressLine[] = [];
  for (const row of rows) {
    if (lines.length === count) break;
    if (lines.some((line) => line.shopId === row.shopId)) continue;
    lines.push({ ...row, price: Number(row.price), expressFee: Number(row.expressFee) });
  }
  if (lines.length < count) throw new Error(`only ${lines.length} shops offer a paid express option`);
  for (const line of lines) await setStock(app, line.variantId, stock);
  return lines;
}
