/**
 * The cart's delivery, before checkout: under each shop its fee and days (`ShopDelivery`), and
 * the totals beside the lines (`CartTotals`): the subtotal, and for a logged-in buyer shipping,
 * tax when there is any, and the total with them. A guest reads that shipping comes at checkout.
 * @example <CartTotals subtotal={cart.subtotal} count={2} delivery={delivery} />
 */
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { usePrice } from '../locale/use-price';
import type { CartDelivery } from './cart-delivery';

/** One shop's delivery: the first option's fee (or free) and days; or why it could not be priced. */
export function ShopDelivery({ shopId, delivery }: { shopId: number; delivery: CartDelivery }) {
  const { t } = useTranslation();
  const price = usePrice();
  if (delivery.note?.shopId === shopId) {
    return (
      <Text fz="xs" c="dimmed" py="xs" className="agora-cart-delivery" data-testid="shop-delivery-note">
        {delivery.note.message}
      </Text>
    );
  }
  const shipping = delivery.summary?.shops.find((s) => s.shop.id === shopId)?.shipping;
  if (!shipping) return null;
  const days =
    shipping.days_min === shipping.days_max
      ? t('checkout.daysExact', { count: shipping.days_min })
      : t('checkout.daysRange', { min: shipping.days_min, max: shipping.days_max });
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline" py="xs" className="agora-cart-delivery" data-testid="shop-delivery">
      <Text fz="xs" c="dimmed" miw={0}>
        {t('checkout.shippingFee')} · {days}
      </Text>
      <Text fz="sm" fw={600} c={shipping.charged === 0 ? 'teal.8' : undefined} className="agora-cart-money" data-testid="shop-delivery-fee">
        {shipping.charged === 0 ? t('checkout.free') : price(shipping.charged)}
      </Text>
    </Group>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} className="agora-cart-money" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The total the buyer pays: with delivery and tax once they are priced, else the subtotal. */
export const cartTotal = (subtotal: number, delivery: CartDelivery) => delivery.summary?.total ?? subtotal;

export function CartTotals({ subtotal, count, delivery, guest }: { subtotal: number; count: number; delivery: CartDelivery; guest: boolean }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const summary = delivery.summary;
  const subtotalRow = (
    <Group justify="space-between" align="baseline" wrap="nowrap">
      <Text fz="sm">{t('cart.subtotal', { count })}</Text>
      <Text fz={summary ? 'sm' : 'xl'} fw={summary ? 500 : 800} c={summary ? undefined : 'deal.7'} className="agora-cart-money" data-testid="cart-subtotal">
        {price(subtotal)}
      </Text>
    </Group>
  );
  const cartNote = delivery.note && delivery.note.shopId === null ? delivery.note.message : guest && count > 0 ? t('cart.deliveryAtCheckout') : null;
  if (!summary) {
    return (
      <Stack gap={6}>
        {subtotalRow}
        {cartNote && (
          <Text fz="xs" c="dimmed" data-testid="cart-delivery-note">
            {cartNote}
          </Text>
        )}
      </Stack>
    );
  }
  const rate = `${(summary.tax_bps / 100).toLocaleString(localeTag(i18n.language), { maximumFractionDigits: 2 })}%`;
  return (
    <Stack gap={6} aria-busy={delivery.stale} style={{ opacity: delivery.stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {subtotalRow}
      <Row label={t('checkout.shippingFee')} value={summary.shipping_fee === 0 ? t('checkout.free') : price(summary.shipping_fee)} testId="cart-shipping" />
      {summary.tax > 0 && <Row label={t('checkout.tax', { rate })} value={price(summary.tax)} testId="cart-tax" />}
      <Divider my={4} />
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fz="md" fw={700}>
          {t('checkout.total')}
        </Text>
        <Text fz="xl" fw={800} c="deal.7" className="agora-cart-money" data-testid="cart-total">
          {price(summary.total)}
        </Text>
      </Group>
    </Stack>
  );
}
