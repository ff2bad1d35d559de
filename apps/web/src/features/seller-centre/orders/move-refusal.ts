/**
 * The sentence a seller reads when a move of an order is refused: the server names the order
 * (`id`) with the reason `wrongState` when it is no longer where the move starts (the buyer
 * cancelled it, another tab shipped it), which the request layer would read as "not valid".
 */
import { ErrorCode } from '@agora/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export function moveRefusal(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.requestError');
  if (error.code === ErrorCode.orderNotFound) return t('seller.orders.refused.notFound');
  if (error.reason === 'wrongState') return t('seller.orders.refused.wrongState');
  return error.message;
}
