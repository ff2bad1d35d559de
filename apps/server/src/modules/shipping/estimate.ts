/**
 * The delivery estimate the product page and the cart show before checkout: each channel serving
 * the buyer's country, its fee, what this quantity would be charged (the channel's free-above
 * amount and the mall's free-delivery pieces applied as the checkout applies them) and the arrival
 * window. Priced by the checkout's own rules, so the estimate and the checkout agree.
 * @example await estimateShipping(db, 'th', { product_id: 1, variant_id: 1, quantity: 2, country: 'TH' }, null)
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { ShippingEstimate, ShippingEstimateQuery } from '@agora/contract/shipping';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { nameIn } from '../../lib/translations';
import { selectDefaultAddress } from '../addresses/queries';
import { priceLines } from '../checkout/lines';
import { shippingChargeOf } from '../checkout/quote';
import { checkoutSettings } from '../checkout/settings';
import { countryRows } from '../locations/place-data';
import { deliveryTermsOf, offeredTo, onVacation } from './delivery-terms';

export async function estimateShipping(db: Db, lang: Lang, query: ShippingEstimateQuery, userId: number | null): Promise<Result<ShippingEstimate>> {
  if (query.country && !(await countryRows()).has(query.country)) return fail(ErrorCode.invalidParameter, { field: 'country', reason: 'invalid' });
  const [line] = await priceLines(db, [{ productId: query.product_id, variantId: query.variant_id, quantity: query.quantity }], lang);
  if (!line) return fail(ErrorCode.noData, { field: 'variant_id', reason: 'invalid' });
  const country = query.country ?? (userId === null ? null : ((await selectDefaultAddress(db, userId))?.country ?? null));
  const [terms, settings] = await Promise.all([deliveryTermsOf(db, [line.shopId]), checkoutSettings(db)]);
  const delivery = terms.get(line.shopId)!;
  const subtotal = line.unitPrice * line.quantity;
  const options = offeredTo(delivery, country).map((option) => ({
    code: option.code,
    name: nameIn(option.names, lang),
    fee: option.fee,
    free_above: option.free_above,
    charged: shippingChargeOf(option, subtotal, line.quantity, settings.free_delivery_pieces),
    days_min: option.days_min,
    days_max: option.days_max,
  }));
  return ok({
    shop: { id: line.shopId, name: line.shopName },
    country,
    options,
    served: options.length ? 1 : 0,
    vacation_until: onVacation(delivery, nowIso()) ? delivery.vacationUntil : null,
  });
}
