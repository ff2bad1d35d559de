/**
 * Lines priced now: each wanted variant with its product, shop, names, options in the reader's
 * language, stock, and what a piece costs at the line's quantity (`unitPrice`: a running deal's
 * price while it has enough left, else the wholesale tier, else the variant's price), with the
 * deal item it was priced from. Five queries for any number of lines, run together.
 * @example
 * const [line] = await priceLines(db, 'th', [{ id: null, product_id: 3, variant_id: 8, quantity: 2, selected: true }]);
 * line.price * line.quantity; line.deal_item_id; line.available
 */
import { type CartLineProblem, dealApplies, unitPrice } from '@agora/contract/cart';
import { DEFAULT_LANG, LANGS, type Lang } from '@agora/contract/locale';
import type { Executor } from '../../db/database';
import { runningDealItems } from '../catalog/product-cards';
import { localizeOptions } from '../catalog/variant-options';
import { thumbOf } from '../media/thumb-path';

export interface WantedLine {
  /** The cart line's id, or null for a line that is not in a cart (buy now, a guest's line). */
  id: number | null;
  product_id: number;
  variant_id: number;
  quantity: number;
  selected: boolean;
}

export interface PricedLine extends WantedLine {
  shop: { id: number; name: string };
  /** The product's name in the reader's language, and in every language (English where one has none). */
  name: string;
  names: Record<Lang, string>;
  sku: string;
  /** The variant's picture, else the product's: the stored path and its 400 px copy. */
  image: string;
  thumb: string;
  /** Option name → value in the reader's language, and as the variant stores them. */
  options: Record<string, string>;
  stored_options: Record<string, string>;
  /** What one piece costs now at `quantity`. */
  price: number;
  /** The variant's own price. */
  regular_price: number;
  /** The flash-deal item `price` comes from (its quantity is taken at checkout), or null. */
  deal_item_id: number | null;
  stock: number;
  available: boolean;
  problem: CartLineProblem | null;
}

/** Why a line cannot be bought now, or null when it can. */
function problemOf(onSale: boolean, stock: number, quantity: number): CartLineProblem | null {
  if (!onSale) return 'off_sale';
  if (stock <= 0) return 'out_of_stock';
  return quantity > stock ? 'short' : null;
}

/**
 * The wanted lines, priced, in the order given. A line whose variant is unknown or not of its
 * product is left out (a cart's lines always match: they were checked when added).
 */
export async function priceLines(db: Executor, lang: Lang, wanted: WantedLine[]): Promise<PricedLine[]> {
  if (wanted.length === 0) return [];
  const variantIds = [...new Set(wanted.map((line) => line.variant_id))];
  const productsOfWanted = db.selectFrom('product_variant').select('product_id').where('id', 'in', variantIds);
  const [variants, names, optionTexts, tiers, deals] = await Promise.all([
    // Every variant of those products: option texts are told apart across all of a product's variants.
    db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .innerJoin('shop', 'shop.id', 'product.shop_id')
      .select([
        'product_variant.id',
        'product_variant.product_id',
        'product_variant.sku',
        'product_variant.options',
        'product_variant.price',
        'product_variant.stock',
        'product_variant.image as variant_image',
        'product.image',
        'product.status',
        'shop.id as shop_id',
        'shop.name as shop_name',
        'shop.status as shop_status',
      ])
      .where('product_variant.product_id', 'in', productsOfWanted)
      .orderBy('product_variant.sort')
      .orderBy('product_variant.id')
      .execute(),
    db.selectFrom('product_translation').select(['product_id', 'lang', 'name']).where('product_id', 'in', productsOfWanted).execute(),
    db
      .selectFrom('variant_option_translation')
      .select(['product_id', 'lang', 'option_name', 'option_value', 'text'])
      .where('product_id', 'in', productsOfWanted)
      .where('lang', 'in', [...new Set([lang, DEFAULT_LANG])])
      .execute(),
    db.selectFrom('product_wholesale').select(['variant_id', 'min_quantity', 'price']).where('variant_id', 'in', variantIds).execute(),
    runningDealItems(db)
      .select(['flash_deal_item.id', 'flash_deal_item.variant_id', 'flash_deal_item.deal_price', 'flash_deal_item.deal_quantity', 'flash_deal_item.sold'])
      .where('flash_deal_item.variant_id', 'in', variantIds)
      .orderBy('flash_deal_item.deal_price')
      .orderBy('flash_deal_item.id')
      .execute(),
  ]);

  // Each product's variants' options in the reader's language, as the product page shows them.
  const shownOptions = new Map<number, Record<string, string>>();
  for (const productId of new Set(variants.map((v) => v.product_id))) {
    const own = variants.filter((v) => v.product_id === productId);
    const localized = localizeOptions(
      own.map((v) => JSON.parse(v.options) as Record<string, string>),
      optionTexts.filter((t) => t.product_id === productId),
      lang,
    );
    for (const [index, v] of own.entries()) shownOptions.set(v.id, localized[index] ?? {});
  }

  return wanted.flatMap((line) => {
    const variant = variants.find((v) => v.id === line.variant_id && v.product_id === line.product_id);
    if (!variant) return [];
    const own = names.filter((n) => n.product_id === variant.product_id);
    const english = own.find((n) => n.lang === DEFAULT_LANG)?.name ?? '';
    const allNames = Object.fromEntries(LANGS.map((code) => [code, own.find((n) => n.lang === code)?.name || english])) as Record<Lang, string>;
    // The lowest running deal, as the product page shows it; left: its quantity, never more than the stock.
    const deal = deals.find((d) => d.variant_id === variant.id);
    const offer = {
      price: Number(variant.price),
      wholesale: tiers.filter((t) => t.variant_id === variant.id).map((t) => ({ min_quantity: t.min_quantity, price: Number(t.price) })),
      deal: deal ? { price: Number(deal.deal_price), left: Math.min(deal.deal_quantity - deal.sold, variant.stock) } : null,
    };
    const picture = variant.variant_image ?? variant.image;
    const problem = problemOf(variant.status === 'on_sale' && variant.shop_status === 'active', variant.stock, line.quantity);
    return [
      {
        ...line,
        shop: { id: variant.shop_id, name: variant.shop_name },
        name: allNames[lang],
        names: allNames,
        sku: variant.sku,
        image: picture,
        thumb: thumbOf(picture),
        options: shownOptions.get(variant.id) ?? {},
        stored_options: JSON.parse(variant.options) as Record<string, string>,
        price: unitPrice(offer, line.quantity),
        regular_price: offer.price,
        deal_item_id: deal && dealApplies(offer, line.quantity) ? deal.id : null,
        stock: variant.stock,
        available: problem === null,
        problem,
      },
    ];
  });
}
