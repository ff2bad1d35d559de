/**
 * A seller's shop earnings under the wallet's balance, in the buyer's currency as the balance is:
 * the figures of the seller centre's dashboard (features/earnings/earnings-block.tsx), with the
 * wallet's own texts. Nothing for a user without an open shop (not even asked for).
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EarningsBlock } from '../earnings/earnings-block';
import { usePrice } from '../locale/use-price';
import { useUserInfo } from '../session/api';
import { useWalletEarnings } from './api';

export function ShopEarningsCard() {
  const { t } = useTranslation();
  const price = usePrice();
  const isSeller = useUserInfo().data?.shop_id != null;
  const earnings = useWalletEarnings(isSeller);
  // Closed since the user info was read: the server answers null.
  if (!isSeller || earnings.data === null) return null;
  if (earnings.isError) {
    return (
      <Text c="red.7" fz="sm" role="alert">
        {t('common.requestError')}
      </Text>
    );
  }
  return (
    <EarningsBlock
      earnings={earnings.data ?? null}
      price={price}
      testId="wallet-earnings"
      texts={{
        title: t('wallet.earnings.title'),
        hint: t('wallet.earnings.hint'),
        this_month: t('wallet.earnings.thisMonth'),
        last_month: t('wallet.earnings.lastMonth'),
        pending: t('wallet.earnings.pending'),
        commission_paid: t('wallet.earnings.commissionPaid'),
      }}
    />
  );
}
