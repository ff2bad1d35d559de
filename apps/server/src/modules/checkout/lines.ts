/**
 * What the buyer is buying, priced now, in the checkout's terms: the cart module prices lines
 * (one rule for the product page, the cart and the checkout: a running deal's price while it has
 * enough left, else the wholesale tier, else the variant's price), and an order keeps the names
 * in every language and the options as the variant stores them.
 */
import { DEFAULT_LANG, type Lang } from '@agora/contract/locale';
import type { Executor } from '../../db/database';
import { priceLines as priceCartLines } from '../cart/service';

export interface WantedLine {
  productId: number;
  variantId: number;
  quantity: number;
  /** The cart line it comes from, if any. */
  cartItemId?: number;
}

export interface PricedLine extends WantedLine {
  shopId: number;
  shopName: string;
  sku: string;
  /** JSON: language → the product's name. */
  names: string;
  image: string;
  /** JSON: the options as the variant stores them. */
  options: string;
  /** The options in the language asked for, as the product page shows them. */
  shownOptions: Record<string, string>;
  stock: number;
  unitPrice: number;
  dealItemId: number | null;
  /** `ok`, or why it cannot be bought now. */
  state: 'ok' | 'off_sale' | 'short';
}

export async function priceLines(db: Executor, wanted: WantedLine[], lang: Lang = DEFAULT_LANG): Promise<PricedLine[]> {
  if (!wanted.length) return [];
  const priced = await priceCartLines(
    db,
    lang,
    wanted.map((line) => ({ id: line.cartItemId ?? null, product_id: line.productId, variant_id: line.variantId, quantity: line.quantity, selected: true })),
  );
  return priced.map((line) => ({
    productId: line.product_id,
    variantId: line.variant_id,
    quantity: line.quantity,
    ...(line.id === null ? {} : { cartItemId: line.id }),
    shopId: line.shop.id,
    shopName: line.shop.name,
    sku: line.sku,
    names: JSON.stringify(line.names),
    image: line.image,
    options: JSON.stringify(line.stored_options),
    shownOptions: line.options,
    stock: line.stock,
    unitPrice: line.price,
    dealItemId: line.deal_item_id,
    state: line.problem === null ? 'ok' : line.problem === 'off_sale' ? 'off_sale' : 'short',
  }));
}
