/** What a placement would cost, per shop and in all, with the buyer's wallet balance beside it. */
import type { CheckoutSummary, CheckoutSummaryInput } from '@agora/contract/checkout';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Db, Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { nameIn } from '../../lib/translations';
import { selectAddress, selectDefaultAddress } from '../addresses/queries';
import { type CouponPlan, couponChoices, planCoupons } from '../coupons/checkout-coupons';
import { checkOpen, deliveryTermsOf, offeredTo } from '../shipping/delivery-terms';
import { balanceOf } from '../wallet/service';
import { priceLines } from './lines';
import { quoteShops, type ShippingChoice, type ShopQuote, shippingChargeOf, withDiscount } from './quote';
import { type CheckoutSettings, checkoutSettings } from './settings';
import { checkBuyable, wantedLines } from './wanted-lines';

export interface CheckoutQuote {
  quotes: ShopQuote[];
  coupons: CouponPlan;
  taxBps: number;
  /** The settings the quote was priced with; the placement writes the same into its orders. */
  settings: CheckoutSettings;
}

/** The lines priced and grouped by shop, coupons taken off, with the tax rate: shared by the summary and the placement. */
export async function quoteCheckout(
  db: Executor,
  userId: number,
  input: CheckoutSummaryInput,
  { now = nowIso(), lang, country = null }: { now?: string; lang?: Lang; country?: string | null } = {},
): Promise<Result<CheckoutQuote>> {
  const wanted = await wantedLines(db, userId, input);
  if (!wanted.ok) return wanted;
  const [priced, settings] = await Promise.all([priceLines(db, wanted.value, lang), checkoutSettings(db)]);
  const buyable = checkBuyable(wanted.value, priced);
  if (!buyable.ok) return buyable;
  const shopIds = [...new Set(buyable.value.map((line) => line.shopId))];
  const delivery = await deliveryTermsOf(db, shopIds);
  const open = checkOpen(buyable.value, delivery, now);
  if (!open.ok) return open;
  // Until the buyer has an address, every channel is shown; the placement checks the address's country.
  const options = new Map(shopIds.map((shopId) => [shopId, offeredTo(delivery.get(shopId)!, country)]));
  const quotes = quoteShops(buyable.value, options, input.shipping, settings.tax_rate_bps, settings.free_delivery_pieces);
  if (!quotes.ok) return quotes;
  const coupons = await planCoupons(db, userId, input.coupon_code ?? [], quotes.value, now);
  if (!coupons.ok) return coupons;
  const { byShop, mall } = coupons.value;
  const discounted = quotes.value.map((quote) => {
    const mallShare = mall?.shares.get(quote.shopId) ?? 0;
    return withDiscount(quote, (byShop.get(quote.shopId)?.discount ?? 0) + mallShare, mallShare, settings.tax_rate_bps);
  });
  return ok({ quotes: discounted, coupons: coupons.value, taxBps: settings.tax_rate_bps, settings });
}

const appliedIn = (applied: { coupon: { id: number; code: string }; discount: number } | null | undefined) =>
  applied ? { id: applied.coupon.id, code: applied.coupon.code, discount: applied.discount } : null;

const optionIn = (option: ShippingChoice, lang: Lang) => ({
  code: option.code,
  name: nameIn(option.names, lang),
  fee: option.fee,
  free_above: option.free_above,
  days_min: option.days_min,
  days_max: option.days_max,
});

export async function checkoutSummary(db: Db, lang: Lang, userId: number, input: CheckoutSummaryInput): Promise<Result<CheckoutSummary>> {
  const now = nowIso();
  const address = input.address_id ? await selectAddress(db, userId, input.address_id) : await selectDefaultAddress(db, userId);
  if (input.address_id && !address) return fail(ErrorCode.noData, { field: 'address_id', reason: 'invalid' });
  const country = address?.country ?? null;
  const [quoted, wallet] = await Promise.all([quoteCheckout(db, userId, input, { now, lang, country }), balanceOf(db, userId)]);
  if (!quoted.ok) return quoted;
  const { quotes, coupons } = quoted.value;
  const choices = await couponChoices(db, userId, quotes, coupons, now);
  const shopNames = new Map(quotes.map((quote) => [quote.shopId, quote.shopName]));
  const shops = quotes.map((quote) => ({
    shop: { id: quote.shopId, name: quote.shopName },
    lines: quote.lines.map((line) => ({
      cart_item_id: line.cartItemId ?? null,
      product_id: line.productId,
      variant_id: line.variantId,
      name: nameIn(line.names, lang),
      image: line.image,
      options: line.shownOptions,
      price: line.unitPrice,
      quantity: line.quantity,
      amount: line.unitPrice * line.quantity,
    })),
    subtotal: quote.subtotal,
    shipping_options: quote.options.map((option) => ({
      ...optionIn(option, lang),
      charged: shippingChargeOf(option, quote.subtotal, quote.pieces, quoted.value.settings.free_delivery_pieces),
    })),
    shipping: { ...optionIn(quote.shipping, lang), charged: quote.shippingCharged },
    coupon: appliedIn(coupons.byShop.get(quote.shopId)),
    discount: quote.discount,
    mall_discount: quote.mallDiscount,
    tax: quote.tax,
    total: quote.total,
  }));
  const sum = (pick: (shop: (typeof shops)[number]) => number) => shops.reduce((total, shop) => total + pick(shop), 0);
  return ok({
    shops,
    subtotal: sum((s) => s.subtotal),
    shipping_fee: sum((s) => s.shipping.charged),
    discount: sum((s) => s.discount),
    tax: sum((s) => s.tax),
    tax_bps: quoted.value.taxBps,
    total: sum((s) => s.total),
    mall_coupon: appliedIn(coupons.mall),
    coupons: choices.map((choice) => ({ ...choice, shop_name: choice.shop_id === null ? null : (shopNames.get(choice.shop_id) ?? null) })),
    balance: wallet.balance,
  });
}
