/** What a placement would cost, per shop and in all, with the buyer's wallet balance beside it. */
import type { CheckoutSummary, CheckoutSummaryInput } from '@agora/contract/checkout';
import type { Lang } from '@agora/contract/locale';
import type { Db, Executor } from '../../db/database';
import { ok, type Result } from '../../lib/errors';
import { nameIn } from '../../lib/translations';
import { balanceOf } from '../wallet/service';
import { priceLines } from './lines';
import { shippingOptionsOf } from './queries';
import { quoteShops, type ShippingChoice, type ShopQuote } from './quote';
import { checkoutSettings } from './settings';
import { checkBuyable, wantedLines } from './wanted-lines';

/** The lines priced and grouped by shop, with the tax rate: shared by the summary and the placement. */
export async function quoteCheckout(db: Executor, userId: number, input: CheckoutSummaryInput): Promise<Result<{ quotes: ShopQuote[]; taxBps: number }>> {
  const wanted = await wantedLines(db, userId, input);
  if (!wanted.ok) return wanted;
  const [priced, settings] = await Promise.all([priceLines(db, wanted.value), checkoutSettings(db)]);
  const buyable = checkBuyable(wanted.value, priced);
  if (!buyable.ok) return buyable;
  const options = await shippingOptionsOf(db, [...new Set(buyable.value.map((line) => line.shopId))]);
  const quotes = quoteShops(buyable.value, options, input.shipping, settings.tax_rate_bps);
  if (!quotes.ok) return quotes;
  return ok({ quotes: quotes.value, taxBps: settings.tax_rate_bps });
}

const optionIn = (option: ShippingChoice, lang: Lang) => ({
  code: option.code,
  name: nameIn(option.names, lang),
  fee: option.fee,
  free_above: option.free_above,
  days_min: option.days_min,
  days_max: option.days_max,
});

export async function checkoutSummary(db: Db, lang: Lang, userId: number, input: CheckoutSummaryInput): Promise<Result<CheckoutSummary>> {
  const [quoted, wallet] = await Promise.all([quoteCheckout(db, userId, input), balanceOf(db, userId)]);
  if (!quoted.ok) return quoted;
  const shops = quoted.value.quotes.map((quote) => ({
    shop: { id: quote.shopId, name: quote.shopName },
    lines: quote.lines.map((line) => ({
      cart_item_id: line.cartItemId ?? null,
      product_id: line.productId,
      variant_id: line.variantId,
      name: nameIn(line.names, lang),
      image: line.image,
      options: JSON.parse(line.options) as Record<string, string>,
      price: line.unitPrice,
      quantity: line.quantity,
      amount: line.unitPrice * line.quantity,
    })),
    subtotal: quote.subtotal,
    shipping_options: quote.options.map((option) => optionIn(option, lang)),
    shipping: { ...optionIn(quote.shipping, lang), charged: quote.shippingCharged },
    discount: quote.discount,
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
    balance: wallet.balance,
  });
}
