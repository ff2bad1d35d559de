/**
 * A checkout step's frame: the step's content, and beside it (from tablets up) the order summary
 * with the step's button; on a phone the total and the button sit in the bar above the tab bar.
 * @example <CheckoutLayout summary={summary} action={{ label: 'Continue', onClick: next }}>…</CheckoutLayout>
 */
import type { CheckoutSummary } from '@agora/contract/checkout';
import { Button, Divider, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { PhoneBar } from '../cart/phone-bar';
import { usePrice } from '../locale/use-price';
import './checkout.css';

export interface StepAction {
  label: string;
  /** A shorter label for the phone's bar, where the total is already beside it. */
  barLabel?: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  testId: string;
}

function Row({ label, value, testId, strong }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'xl' : 'sm'} fw={strong ? 800 : 500} c={strong ? 'deal.7' : undefined} className="agora-money" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, shipping, the coupons (the shops', the mall's) and other discount, tax and total of a checkout. */
export function Totals({ summary }: { summary: CheckoutSummary }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const count = summary.shops.reduce((sum, shop) => sum + shop.lines.reduce((n, line) => n + line.quantity, 0), 0);
  // The discount as the coupons make it up: the shops' own, the mall's, and anything else.
  const shopCoupons = summary.shops.reduce((sum, shop) => sum + (shop.coupon?.discount ?? 0), 0);
  const mallCoupon = summary.mall_coupon?.discount ?? 0;
  const otherDiscount = Math.max(0, summary.discount - shopCoupons - mallCoupon);
  const rate = `${(summary.tax_bps / 100).toLocaleString(localeTag(i18n.language), { maximumFractionDigits: 2 })}%`;
  return (
    <Stack gap={6}>
      <Row label={t('checkout.itemsSubtotal', { count })} value={price(summary.subtotal)} testId="total-subtotal" />
      <Row label={t('checkout.shippingFee')} value={summary.shipping_fee === 0 ? t('checkout.free') : price(summary.shipping_fee)} testId="total-shipping" />
      {shopCoupons > 0 && <Row label={t('checkout.couponTotalShop')} value={`−${price(shopCoupons)}`} testId="total-coupon-shop" />}
      {mallCoupon > 0 && <Row label={t('checkout.couponMall')} value={`−${price(mallCoupon)}`} testId="total-coupon-mall" />}
      {otherDiscount > 0 && <Row label={t('checkout.discount')} value={`−${price(otherDiscount)}`} testId="total-discount" />}
      <Row label={t('checkout.tax', { rate })} value={price(summary.tax)} testId="total-tax" />
      <Divider my={4} />
      <Row label={t('checkout.total')} value={price(summary.total)} testId="total-total" strong />
    </Stack>
  );
}

export function CheckoutLayout({
  summary,
  action,
  aside,
  children,
}: {
  summary: CheckoutSummary | undefined;
  action: StepAction;
  /** Shown above the button beside the content (the agreement on the last step, from tablets up). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const button = (testId: string, size: 'md' | 'lg') => (
    <Button
      size={size}
      fullWidth={size === 'lg'}
      maw={size === 'md' ? '64%' : undefined}
      onClick={action.onClick}
      loading={action.loading}
      disabled={action.disabled}
      data-testid={testId}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' } }}
      h="auto"
      mih={44}
      py={6}
    >
      {size === 'md' ? (action.barLabel ?? action.label) : action.label}
    </Button>
  );
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {children}
        {summary && (
          <Paper hiddenFrom="sm" withBorder p="md" mt="md" component="section" aria-label={t('checkout.summaryTitle')} data-testid="checkout-totals-phone">
            <Totals summary={summary} />
          </Paper>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="sm">
        <Paper withBorder p="md" className="agora-checkout-panel" component="aside" aria-label={t('checkout.summaryTitle')}>
          <Title order={2} fz="md" mb="sm">
            {t('checkout.summaryTitle')}
          </Title>
          {summary ? <Totals summary={summary} /> : <Skeleton height={120} />}
          {aside}
          <Stack mt="md">{button(`${action.testId}`, 'lg')}</Stack>
        </Paper>
      </Grid.Col>
      <PhoneBar testId="checkout-bar">
        <Stack gap={0} flex={1} miw={0}>
          <Text fz="xs" c="dimmed" truncate>
            {t('checkout.total')}
          </Text>
          <Text fw={800} c="deal.7" className="agora-money" data-testid="checkout-bar-total">
            {summary ? price(summary.total) : '…'}
          </Text>
        </Stack>
        {button(`${action.testId}-bar`, 'md')}
      </PhoneBar>
    </Grid>
  );
}
