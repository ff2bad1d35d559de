/** A payout method's name: "Bank account", or the wallet type's name as the payment settings call it (its code when no longer offered). */
import { BANK_METHOD, type PaymentSettings } from '@agora/contract/withdrawals';
import type { TFunction } from 'i18next';

export function methodLabel(method: string, settings: PaymentSettings | undefined, t: TFunction): string {
  if (method === BANK_METHOD) return t('withdraw.bank');
  return settings?.wallets.find((wallet) => wallet.code === method)?.name ?? method;
}
