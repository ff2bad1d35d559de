/**
 * The delivery step: home delivery to the chosen address, and for each shop (one order each) its
 * lines, the choice of its shipping options and of its coupon; then the mall's coupon and a field
 * for a code (`coupons`); the totals following each choice.
 */
import type { Address } from '@agora/contract/addresses';
import type { CheckoutSummary } from '@agora/contract/checkout';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../addresses/address-lines';
import { ShopBlock } from './shop-block';

export function DeliveryStep({
  summary,
  address,
  onShipping,
  onChangeAddress,
  shippingError,
  lineErrors,
  shopCoupon,
  coupons,
}: {
  summary: CheckoutSummary;
  address: Address;
  onShipping: (shopId: number, code: string) => void;
  onChangeAddress: () => void;
  shippingError?: string;
  lineErrors?: Map<number, string>;
  /** A shop's coupon picker. */
  shopCoupon?: (shop: CheckoutSummary['shops'][number]) => ReactNode;
  /** The mall's coupon and the code field, after the shops. */
  coupons?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="checkout-delivery">
      <Title order={1} fz="lg">
        {t('checkout.deliveryTitle')}
      </Title>
      <Paper withBorder p="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <IconHome size={20} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Stack gap={2} flex={1} miw={0}>
            <Text fz="sm" fw={600}>
              {t('checkout.homeDeliveryTo', { name: address.first_name })}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="delivery-address">
              {addressLine(address)}
            </Text>
          </Stack>
          <Anchor component="button" type="button" fz="sm" onClick={onChangeAddress}>
            {t('checkout.change')}
          </Anchor>
        </Group>
      </Paper>
      {summary.shops.length > 1 && (
        <Text fz="sm" c="dimmed" data-testid="split-note">
          {t('checkout.splitNote', { count: summary.shops.length })}
        </Text>
      )}
      {summary.shops.map((shop) => (
        <ShopBlock
          key={shop.shop.id}
          shop={shop}
          onShipping={(code) => onShipping(shop.shop.id, code)}
          shippingError={shippingError}
          lineErrors={lineErrors}
          coupon={shopCoupon?.(shop)}
        />
      ))}
      {coupons}
    </Stack>
  );
}
