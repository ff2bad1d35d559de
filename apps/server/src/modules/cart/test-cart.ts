/**
 * Test data for the cart's tests: a buyer registered through the API, and a product of its own
 * shop with two variants (Color Black and White, Japanese names), written straight to the database.
 * @example const p = await addCartProduct(t.app, { stock: [5, 2] }); await addLine(t.app, buyer, p, p.variants[0], 1);
 */
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time';
import { newBuyer, postForm } from '../../test/test-app';

export interface TestBuyer {
  userId: number;
  headers: Record<string, string>;
}

export async function cartBuyer(app: FastifyInstance): Promise<TestBuyer> {
  const body = (await postForm(app, '/api/customer/register/account', newBuyer())).json();
  return { userId: body.data.user.id, headers: { 'access-token': body.data['access-token'] } };
}

export interface CartProduct {
  id: number;
  shopId: number;
  shopName: string;
  /** Black, then White. */
  variants: [number, number];
}

let counter = 0;

/** A product on sale in a new active shop; variants Black (1000 cents) and White (1200 cents, 900 from 10 pieces). */
export async function addCartProduct(app: FastifyInstance, options: { stock?: [number, number]; shopName?: string } = {}): Promise<CartProduct> {
  counter += 1;
  const tag = `${process.pid}-${counter}`;
  const db = app.db;
  const now = nowIso();
  const owner = await cartBuyer(app);
  const shopName = options.shopName ?? `Cart Shop ${tag}`;
  const shop = await db
    .insertInto('shop')
    .values({ user_id: owner.userId, name: shopName, status: 'active', commission_bps: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db.selectFrom('category').select('id').where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const product = await db
    .insertInto('product')
    .values({
      shop_id: shop.id,
      category_id: category.id,
      brand_id: null,
      status: 'on_sale',
      image: `demo/cart-${tag}.webp`,
      price: 1000,
      effective_price: 1000,
      market_price: 1500,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_translation')
    .values([
      { product_id: product.id, lang: 'en', name: `Cart Lamp ${tag}`, short_description: '', description: '' },
      { product_id: product.id, lang: 'jp', name: `カートランプ ${tag}`, short_description: '', description: '' },
    ])
    .execute();
  const [black = 5, white = 5] = options.stock ?? [];
  const variants = await db
    .insertInto('product_variant')
    .values([
      {
        product_id: product.id,
        shop_id: shop.id,
        sku: `CL-B-${tag}`,
        options: JSON.stringify({ Color: 'Black' }),
        price: 1000,
        market_price: 1500,
        stock: black,
        sort: 0,
      },
      {
        product_id: product.id,
        shop_id: shop.id,
        sku: `CL-W-${tag}`,
        options: JSON.stringify({ Color: 'White' }),
        price: 1200,
        market_price: 1500,
        stock: white,
        sort: 1,
      },
    ])
    .returning('id')
    .execute();
  const [b, w] = variants.map((v) => v.id) as [number, number];
  await db.insertInto('product_wholesale').values({ variant_id: w, min_quantity: 10, price: 900 }).execute();
  await db
    .insertInto('variant_option_translation')
    .values([
      { product_id: product.id, lang: 'jp', option_name: 'Color', option_value: '', text: 'カラー' },
      { product_id: product.id, lang: 'jp', option_name: 'Color', option_value: 'Black', text: 'ブラック' },
    ])
    .execute();
  return { id: product.id, shopId: shop.id, shopName, variants: [b, w] };
}

/** POST /api/customer/cart/add; answers the envelope. */
export async function addLine(app: FastifyInstance, buyer: TestBuyer, product: CartProduct, variantId: number, quantity: number) {
  return (await postForm(app, '/api/customer/cart/add', { product_id: product.id, variant_id: variantId, quantity }, buyer.headers)).json();
}
