/**
 * Why a coupon could not be claimed (2000003) or a code does not apply (2000004), in the buyer's
 * words: the refusal's reason (couponMinSpend, couponNoneLeft, …; `invalid` for a code that
 * matches no coupon) read from `coupons.reason.*`. The request layer's generic field sentence
 * ("this value is not valid") would say nothing here. Anything else keeps that layer's sentence.
 * @example couponRefusalText(new ApiError(2000004, '…', 'coupon_code', 'couponMinSpend')) // 'Your order does not reach this coupon’s minimum spend.'
 */
import { ErrorCode } from '@agora/contract/errors';
import i18n from 'i18next';
import { ApiError } from '../../lib/api-client';

const COUPON_CODES: readonly number[] = [ErrorCode.couponFetchFailed, ErrorCode.couponByCodeFailed];

/** The sentence for a coupon problem's reason key (also the checkout summary's `problem`). */
export function couponReasonText(reason: string | null | undefined): string {
  const key = `coupons.reason.${reason}`;
  return reason && i18n.exists(key) ? i18n.t(key) : i18n.t('coupons.reason.invalid');
}

export function couponRefusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('common.fail');
  if (COUPON_CODES.includes(error.code) && (error.reason || error.code === ErrorCode.couponByCodeFailed)) return couponReasonText(error.reason);
  // A coupon that is gone (2000019 naming `id`).
  if (error.code === ErrorCode.noData && error.field === 'id') return i18n.t('coupons.reason.couponExpired');
  return error.message;
}
