/**
 * Where a refused top-up is said, and in which words: below the minimum beside the amount (with
 * the minimum in dollars and in the buyer's currency), a used transaction id beside it, a wallet
 * type gone beside the chooser, the 24-hour limit above the button; any other field's refusal
 * beside that field in the sentence the request layer made.
 * @example topUpRefusal(new ApiError(1000008, '…', 'amount', 'minTopUp', { min: 1000 }), money) // { field: 'amount', message: 'The minimum top-up is $10.00 (€9.20).' }
 */
import { ErrorCode } from '@agora/contract/errors';
import i18n from 'i18next';
import { ApiError } from '../../lib/api-client';

export type TopUpField = 'wallet_code' | 'amount' | 'transaction_id' | 'voucher' | 'form';
const FIELDS: readonly TopUpField[] = ['wallet_code', 'amount', 'transaction_id', 'voucher'];

export function topUpRefusal(error: unknown, money: (cents: number) => string): { field: TopUpField; message: string } {
  if (!(error instanceof ApiError)) return { field: 'form', message: i18n.t('common.requestError') };
  if (error.code === ErrorCode.rechargeTxExists) return { field: 'transaction_id', message: i18n.t('wallet.topUp.error.txUsed') };
  if (error.code === ErrorCode.invalidCurrency) return { field: 'wallet_code', message: i18n.t('wallet.topUp.error.walletType') };
  if (error.code === ErrorCode.rechargeLimit) return { field: 'form', message: i18n.t('wallet.topUp.error.limit') };
  if (error.field === 'amount' && error.reason === 'minTopUp' && typeof error.params?.min === 'number') {
    return { field: 'amount', message: i18n.t('wallet.topUp.error.min', { min: money(error.params.min) }) };
  }
  const field = FIELDS.find((name) => name === error.field);
  return { field: field ?? 'form', message: error.message };
}
