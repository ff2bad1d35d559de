/**
 * One shop's part of the checkout (it becomes one order): its lines, the shipping option (chosen
 * here with radio cards: name, days, fee, free above an amount; or shown as chosen), the shop's
 * coupon (chosen here: `coupon`), what the coupons take off this order (the shop's, and its share
 * of the mall's) and the shop's totals. A refused line carries its sentence under it.
 * @example <ShopBlock shop={summary.shops[0]} onShipping={(code) => choose(shop.id, code)} />
 */
import type { CheckoutSummary, ShippingOption } from '@agora/contract/checkout';
import { Anchor, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { usePrice } from '../locale/use-price';
import { websiteConfigQuery } from '../site/api';
import './checkout.css';

type ShopSummary = CheckoutSummary['shops'][number];

function useOptionTexts() {
  const { t } = useTranslation();
  const price = usePrice();
  return {
    days: (o: ShippingOption) =>
      o.days_min === o.days_max ? t('checkout.daysExact', { count: o.days_min }) : t('checkout.daysRange', { min: o.days_min, max: o.days_max }),
    fee: (charged: number) => (charged === 0 ? t('checkout.free') : price(charged)),
    freeAbove: (o: ShippingOption, subtotal: number) =>
      o.free_above === null || o.fee === 0
        ? null
        : subtotal >= o.free_above
          ? t('checkout.freeReached', { amount: price(o.free_above) })
          : t('checkout.freeAbove', { amount: price(o.free_above) }),
  };
}

function ShippingChoice({ shop, onChange, error }: { shop: ShopSummary; onChange: (code: string) => void; error?: string }) {
  const { t } = useTranslation();
  const texts = useOptionTexts();
  const site = useQuery(websiteConfigQuery);
  return (
    <Radio.Group
      value={shop.shipping.code}
      onChange={onChange}
      label={t('checkout.shippingOption')}
      description={t('checkout.homeDelivery')}
      error={error}
      name={`shipping-${shop.shop.id}`}
      data-testid="shipping-options"
    >
      <Stack gap={8} mt={6}>
        {shop.shipping_options.map((option) => {
          // The server prices each option (the mall's free-delivery pieces, the option's free-above amount).
          const charged = option.charged;
          const reachedAbove = option.free_above !== null && shop.subtotal >= option.free_above;
          // Free by the mall's rule (a shop's pieces in one order), not by the option's own amount.
          const byPieces = charged === 0 && option.fee > 0 && !reachedAbove && site.data !== undefined;
          const freeAbove = byPieces ? t('checkout.freePieces', { pieces: site.data?.free_delivery_pieces }) : texts.freeAbove(option, shop.subtotal);
          return (
            <Radio.Card key={option.code} value={option.code} className="agora-choice" radius="md" data-testid="shipping-option" data-code={option.code}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={0} flex={1} miw={0}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                    <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {option.name}
                    </Text>
                    <Text fw={600} fz="sm" className="agora-money" c={charged === 0 ? 'teal.8' : undefined}>
                      {texts.fee(charged)}
                    </Text>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {texts.days(option)}
                  </Text>
                  {freeAbove && (
                    <Text fz="xs" c="dimmed">
                      {freeAbove}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

function ChosenShipping({ shop, onChange, error }: { shop: ShopSummary; onChange?: () => void; error?: string }) {
  const { t } = useTranslation();
  const texts = useOptionTexts();
  return (
    <Stack gap={2} data-testid="shipping-chosen">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('checkout.homeDelivery')} · {shop.shipping.name}
        </Text>
        <Text fz="sm" fw={600} className="agora-money">
          {texts.fee(shop.shipping.charged)}
        </Text>
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fz="xs" c="dimmed">
          {texts.days(shop.shipping)}
        </Text>
        {onChange && (
          <Anchor component="button" type="button" fz="xs" onClick={onChange} data-testid="shipping-change">
            {t('checkout.change')}
          </Anchor>
        )}
      </Group>
      {error && (
        <Text fz="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function ShopBlock({
  shop,
  onShipping,
  onChangeShipping,
  lineErrors,
  shippingError,
  coupon,
}: {
  shop: ShopSummary;
  /** Choose the shipping option here; without it the chosen one is shown. */
  onShipping?: (code: string) => void;
  /** A link back to where the option is chosen. */
  onChangeShipping?: () => void;
  /** Sentences under refused lines, by cart line id (0 for a buy-now line). */
  lineErrors?: Map<number, string>;
  shippingError?: string;
  /** The shop's coupon picker (where coupons are chosen). */
  coupon?: ReactNode;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <Paper withBorder p="sm" component="section" aria-label={shop.shop.name} data-testid="checkout-shop" data-shop={shop.shop.id}>
      <Group gap={6} wrap="nowrap" mb="xs">
        <IconBuildingStore size={16} stroke={1.6} aria-hidden />
        <Anchor component={Link} to={`/pages/shop/detail?id=${shop.shop.id}`} c="dark" fw={600} fz="sm" lineClamp={1} data-testid="checkout-shop-name">
          {shop.shop.name}
        </Anchor>
      </Group>
      {shop.lines.map((line) => {
        const error = lineErrors?.get(line.cart_item_id ?? 0);
        const options = Object.entries(line.options)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ');
        return (
          <div
            key={`${line.variant_id}-${line.cart_item_id}`}
            className="agora-checkout-line"
            data-refused={error ? '' : undefined}
            data-testid="checkout-line"
          >
            <img src={mediaUrl(line.image)} alt="" width={56} height={56} loading="lazy" />
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" className="agora-clamp-2">
                {line.name}
              </Text>
              {options && (
                <Text fz="xs" c="dimmed">
                  {options}
                </Text>
              )}
              <Text fz="xs" c="dimmed" className="agora-money">
                {price(line.price)} × {line.quantity}
              </Text>
              {error && (
                <Text fz="sm" c="red.8" fw={600} role="alert" data-testid="line-refusal">
                  {error}
                </Text>
              )}
            </div>
            <Text fz="sm" fw={600} className="agora-money" data-testid="checkout-line-amount">
              {price(line.amount)}
            </Text>
          </div>
        );
      })}
      <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {onShipping ? (
          <ShippingChoice shop={shop} onChange={onShipping} error={shippingError} />
        ) : (
          <ChosenShipping shop={shop} onChange={onChangeShipping} error={shippingError} />
        )}
        {coupon}
        {/* Where the coupon is chosen, its row says what it takes off. */}
        {!coupon && shop.coupon && (
          <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('checkout.couponShopLine', { code: shop.coupon.code })}
            </Text>
            <Text fz="sm" fw={600} c="deal.7" className="agora-money" data-testid="shop-coupon-discount">
              −{price(shop.coupon.discount)}
            </Text>
          </Group>
        )}
        {shop.mall_discount > 0 && (
          <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
            <Text fz="sm" c="dimmed">
              {t('checkout.couponMallShare')}
            </Text>
            <Text fz="sm" fw={600} c="deal.7" className="agora-money" data-testid="shop-mall-discount">
              −{price(shop.mall_discount)}
            </Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
          <Text fz="sm" c="dimmed">
            {t('checkout.shopTotal', { count: shop.lines.reduce((n, line) => n + line.quantity, 0) })}
          </Text>
          <Text fw={700} className="agora-money" data-testid="checkout-shop-total">
            {price(shop.total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
