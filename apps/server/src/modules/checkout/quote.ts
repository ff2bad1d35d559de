/**
 * The money of a checkout, per shop: lines, subtotal, the chosen shipping option and what it
 * charges, tax and the total. Pure: the same figures for the summary and for the placement.
 */
import { ErrorCode } from '@agora/contract/errors';
import { fail, ok, type Result } from '../../lib/errors';
import type { PricedLine } from './lines';

export interface ShippingChoice {
  code: string;
  /** JSON: language → name. */
  names: string;
  fee: number;
  free_above: number | null;
  days_min: number;
  days_max: number;
}

export interface ShopQuote {
  shopId: number;
  shopName: string;
  lines: PricedLine[];
  subtotal: number;
  /** The pieces of the shop's lines (the free-delivery rule counts them). */
  pieces: number;
  options: ShippingChoice[];
  shipping: ShippingChoice;
  shippingCharged: number;
  /** All taken off the goods: the shop's coupon and the mall coupon's share. */
  discount: number;
  /** The mall coupon's share of `discount` (the mall pays it, not the seller). */
  mallDiscount: number;
  tax: number;
  total: number;
}

/**
 * What a shipping option charges one shop's order: nothing once the shop's lines reach the mall's
 * free-delivery pieces (`freePieces`, 0: no such rule) or its subtotal the option's free-above
 * amount; its fee otherwise. The one place delivery is priced (summary, placement, books).
 */
export const shippingChargeOf = (option: ShippingChoice, subtotal: number, pieces: number, freePieces: number) =>
  (freePieces > 0 && pieces >= freePieces) || (option.free_above !== null && subtotal >= option.free_above) ? 0 : option.fee;

/** Basis points of an amount, rounded half up to the cent. */
export const bpsOf = (amount: number, bps: number) => Math.round((amount * bps) / 10_000);

/**
 * Groups priced lines by shop (in the order they first appear) and prices each shop's order;
 * `optionsByShop` are the channels each shop offers to the buyer's address, `freePieces` the
 * mall's free-delivery rule (pieces per shop; 0: none). 2000005 names `address_id` and the shop
 * when no channel of the shop serves the address, `shipping` when a choice is not one it offers.
 */
export function quoteShops(
  lines: PricedLine[],
  optionsByShop: Map<number, ShippingChoice[]>,
  choices: Map<number, string> | undefined,
  taxBps: number,
  freePieces: number,
): Result<ShopQuote[]> {
  const shops = new Map<number, PricedLine[]>();
  for (const line of lines) shops.set(line.shopId, [...(shops.get(line.shopId) ?? []), line]);
  const quotes: ShopQuote[] = [];
  for (const [shopId, shopLines] of shops) {
    const shopName = (shopLines[0] as PricedLine).shopName;
    const offered = optionsByShop.get(shopId) ?? [];
    if (!offered.length) return fail(ErrorCode.shippingSwitchFailed, { field: 'address_id', reason: 'notServed', params: { shop: shopName } });
    const wanted = choices?.get(shopId);
    const shipping = wanted === undefined ? (offered[0] as ShippingChoice) : offered.find((option) => option.code === wanted);
    if (!shipping) return fail(ErrorCode.shippingSwitchFailed, { field: 'shipping', reason: 'notOffered' });
    const subtotal = shopLines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const pieces = shopLines.reduce((sum, line) => sum + line.quantity, 0);
    const shippingCharged = shippingChargeOf(shipping, subtotal, pieces, freePieces);
    const quote = { shopId, shopName, lines: shopLines, subtotal, pieces, options: offered, shipping, shippingCharged };
    quotes.push(withDiscount({ ...quote, discount: 0, mallDiscount: 0, tax: 0, total: 0 }, 0, 0, taxBps));
  }
  return ok(quotes);
}

/** The quote with coupons taken off the goods; tax is on what is left of them, shipping stays. */
export function withDiscount(quote: ShopQuote, discount: number, mallDiscount: number, taxBps: number): ShopQuote {
  const tax = bpsOf(quote.subtotal - discount, taxBps);
  return { ...quote, discount, mallDiscount, tax, total: quote.subtotal - discount + quote.shippingCharged + tax };
}
