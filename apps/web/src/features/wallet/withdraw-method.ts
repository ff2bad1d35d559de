/** A payout method's name: "Bank account", or the wallet type's name as the payment settings call it (its code when no longer offered). */
import { BANK_METHOD, type PaymentSettings } from '@agora/contract/withdrawals';
import type { TFunction } from 'i18next';

export function methodLabel(method: string, settings: PaymentSettings | undefined, t: TFunction): string {
  if (method === BANK_METHOD) return t('withdraw.bank');
  return settings?.wallets.find((wallet) => wallet.code === method)?.name ?? method;
}

/** The method as "pay to" names it: the account or address by its last four characters ("Bank account ending in 6789"). */
export function payToLabel(method: string, settings: PaymentSettings | undefined, t: TFunction): string {
  const name = methodLabel(method, settings, t);
  const masked = method === BANK_METHOD ? settings?.account_number : settings?.wallets.find((wallet) => wallet.code === method)?.address;
  const last4 = masked?.replace(/\*/g, '').slice(-4);
  return last4 ? t('withdraw.endingIn', { name, last4 }) : name;
}
