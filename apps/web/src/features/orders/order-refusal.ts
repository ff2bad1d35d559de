/**
 * The sentence a buyer reads when an order action is refused. The server names the order (`id`)
 * as the refused field with a reason such as `wrongState`, which the request layer would read as
 * "this value is not valid"; here the code says it better ("a shipped order cannot be cancelled"),
 * then the reason, then the request layer's own sentence.
 * @example refusalText(t, new ApiError(2000033, '…', 'id', 'wrongState')) // t('orders.refused.2000033')
 */
import { ErrorCode } from '@agora/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** Codes whose own sentence says it all, whatever the reason. */
const BY_CODE: readonly number[] = [
  ErrorCode.shippedCannotCancel,
  ErrorCode.cancelOrderFailed,
  ErrorCode.receiptFailed,
  ErrorCode.balanceInsufficient,
  ErrorCode.orderNotFound,
];
const BY_REASON = ['cardDeclined', 'alreadyPaid', 'alreadyReviewed', 'notCompleted', 'wrongState'] as const;

export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.requestError');
  if (BY_CODE.includes(error.code)) return t(`orders.refused.${error.code}`);
  const reason = BY_REASON.find((known) => known === error.reason);
  if (reason) return t(`orders.refused.${reason}`);
  return error.message;
}
