/**
 * A refused summary, placement or payment, turned into what the checkout shows and where: next to
 * the line it names (2000021 off sale, 2000023 stock), the payment choice (2000022 balance,
 * 1500019 declined card, a card field), the shipping choice (2000005), the coupons (2000004: a
 * chosen coupon no longer applies, with the reason), the address, or the agreement; in the buyer's language (`checkout.errors.*`). Anything else keeps the request
 * layer's sentence, which is already in the buyer's language. A wallet PIN refusal goes beside the PIN.
 * @example refusalOf(new ApiError(2000022, '…'), () => null) // { about: 'payment', message: 'Your wallet balance is not enough…' }
 */
import { ErrorCode } from '@agora/contract/errors';
import i18n from 'i18next';
import { ApiError } from '../../lib/api-client';
import { couponRefusalText } from '../coupons/coupon-refusal';
import type { CardDraft } from './card-input';

/** A line of the checkout: its cart line id, or 0 for a buy-now line; and its name when known. */
export interface LineRef {
  key: number;
  name: string | null;
}

export type Refusal =
  | { about: 'line'; line: LineRef | null; message: string }
  | { about: 'payment' | 'pin' | 'shipping' | 'coupon' | 'address' | 'lines' | 'agree' | 'other'; message: string }
  | { about: 'card'; field: keyof CardDraft; message: string };

const CARD_FIELDS: Record<string, keyof CardDraft> = { card_number: 'number', card_exp: 'exp', card_cvc: 'cvc', card_name: 'name' };

/** `checkout.errors.<key>` in the buyer's language. */
const say = (key: string, values?: Record<string, unknown>) => i18n.t(`checkout.errors.${key}`, values);

/**
 * @param lineOf the line a refusal's field names (`cart_item_ids.2`, `variant_id`), when it can be told.
 */
export function refusalOf(error: unknown, lineOf: (field: string) => LineRef | null): Refusal {
  if (!(error instanceof ApiError)) return { about: 'other', message: i18n.t('common.fail') };
  const field = error.field ?? '';
  switch (error.code) {
    case ErrorCode.productFailure: {
      const line = lineOf(field);
      // The server's sentence names the shop and the day it is back.
      if (error.reason === 'shopOnVacation') return { about: 'line', line, message: error.message };
      return { about: 'line', line, message: line?.name ? say('offSale', { name: line.name }) : say('offSaleUnnamed') };
    }
    case ErrorCode.insufficientStock: {
      const line = lineOf(field);
      const stock = Number(error.params?.stock ?? 0);
      const name = line?.name ?? say('thisProduct');
      return { about: 'line', line, message: stock > 0 ? say('stockShort', { count: stock, name }) : say('soldOut', { name }) };
    }
    case ErrorCode.balanceInsufficient:
      return { about: 'payment', message: say('balance') };
    case ErrorCode.orderPaymentFailed:
      return { about: 'payment', message: say('declined') };
    case ErrorCode.shippingSwitchFailed:
      // No channel of a shop serves the address: the server's sentence names the shop.
      if (field === 'address_id') return { about: 'address', message: error.message };
      return { about: 'shipping', message: say('shipping') };
    case ErrorCode.couponByCodeFailed:
      return { about: 'coupon', message: couponRefusalText(error) };
  }
  if (field in CARD_FIELDS) {
    const which = CARD_FIELDS[field] as keyof CardDraft;
    const key =
      which === 'exp' ? (error.reason === 'cardExpired' ? 'cardExpired' : 'cardExp') : { number: 'cardNumber', cvc: 'cardCvc', name: 'cardName' }[which];
    return { about: 'card', field: which, message: say(key) };
  }
  // The wallet PIN (issue 23): wrong with the tries left, locked for so many minutes, not set, or left out.
  if (field === 'pin')
    return { about: 'pin', message: i18n.t(`errors.field.${error.reason ?? 'invalid'}`, { ...error.params, label: i18n.t('walletPin.pin') }) };
  if (field === 'agree') return { about: 'agree', message: say('mustAgree') };
  if (field === 'address_id') return { about: 'address', message: say('address') };
  if (field === 'cart_item_ids' && error.code === ErrorCode.noData) return { about: 'lines', message: say('linesGone') };
  return { about: 'other', message: error.message };
}
