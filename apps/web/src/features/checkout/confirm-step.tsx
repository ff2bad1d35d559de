/**
 * The confirm step: everything the buyer is about to buy, each part with a way back to change it
 * (address, each shop's lines and shipping, payment, note), and any refusal of the placement next
 * to what it is about, or the notice that its total changed. The agreement box, the wallet PIN
 * and the place button are the page's (on a phone the PIN sits in the payment section).
 */
import type { Address } from '@agora/contract/addresses';
import type { CheckoutSummary, PaymentMethod } from '@agora/contract/checkout';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressText } from '../addresses/address-card';
import { usePrice } from '../locale/use-price';
import { type CardDraft, lastFour } from './card-input';
import type { Step } from './checkout-query';
import type { Refusal } from './refusal';
import { ShopBlock } from './shop-block';

function Section({
  title,
  onChange,
  changeLabel,
  children,
  testId,
}: {
  title: string;
  onChange: () => void;
  changeLabel: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" mb={6} gap="xs">
        <Title order={2} fz="sm">
          {title}
        </Title>
        <Anchor component="button" type="button" fz="sm" onClick={onChange} aria-label={changeLabel}>
          {t('checkout.change')}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

export function ConfirmStep({
  summary,
  address,
  payment,
  card,
  remark,
  refusal,
  lineErrors,
  onGo,
  agreeBox,
  pinField,
  notice,
  cardForm,
}: {
  summary: CheckoutSummary;
  address: Address;
  payment: PaymentMethod;
  card: CardDraft;
  remark: string;
  refusal: Refusal | null;
  lineErrors: Map<number, string>;
  onGo: (step: Step) => void;
  /** The agreement, when it is shown here (phones) rather than beside the content. */
  agreeBox?: ReactNode;
  /** The wallet PIN, when it is asked here (phones) rather than beside the place button. */
  pinField?: ReactNode;
  /** Shown first: the total changed since the buyer confirmed it (price-changed.tsx). */
  notice?: ReactNode;
  /** Stripe's Payment Element: the card is entered here, last, instead of on the payment step. */
  cardForm?: ReactNode;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const change = (what: string) => `${t('checkout.change')}: ${what}`;
  const paymentError = refusal && (refusal.about === 'payment' || refusal.about === 'card') ? refusal.message : null;
  const paymentText =
    payment === 'wallet'
      ? t('checkout.walletAfter', { amount: price(summary.balance - summary.total) })
      : payment === 'card'
        ? cardForm
          ? null
          : t('checkout.cardEnding', { last4: lastFour(card.number), name: card.name.trim() })
        : t('checkout.codHint');

  return (
    <Stack gap="sm" data-testid="checkout-confirm">
      <Title order={1} fz="lg">
        {t('checkout.confirmTitle')}
      </Title>
      {notice}
      {refusal && (
        <Alert color="red" role="alert" data-testid="place-refusal">
          {refusal.message}
        </Alert>
      )}
      <Section title={t('checkout.deliverTo')} onChange={() => onGo('shipment')} changeLabel={change(t('checkout.deliverTo'))} testId="confirm-address">
        <AddressText address={address} badge={false} />
        {refusal?.about === 'address' && (
          <Text fz="sm" c="red.8" mt={4}>
            {refusal.message}
          </Text>
        )}
      </Section>
      {summary.shops.length > 1 && (
        <Text fz="sm" c="dimmed" data-testid="split-note">
          {t('checkout.splitNote', { count: summary.shops.length })}
        </Text>
      )}
      {summary.shops.map((shop) => (
        <ShopBlock
          key={shop.shop.id}
          shop={shop}
          lineErrors={lineErrors}
          onChangeShipping={() => onGo('delivery')}
          shippingError={refusal?.about === 'shipping' ? refusal.message : undefined}
        />
      ))}
      <Section title={t('checkout.paymentTitle')} onChange={() => onGo('payment')} changeLabel={change(t('checkout.paymentTitle'))} testId="confirm-payment">
        <Text fw={600} fz="sm">
          {t(`checkout.${payment}`)}
        </Text>
        {paymentText && (
          <Text fz="sm" c="dimmed" data-testid="confirm-payment-detail">
            {paymentText}
          </Text>
        )}
        {payment === 'card' && cardForm}
        {payment === 'wallet' && pinField && <Stack mt="sm">{pinField}</Stack>}
        {paymentError && (
          <Text fz="sm" c="red.8" fw={600} mt={4} role="alert" data-testid="confirm-payment-refusal">
            {paymentError}
          </Text>
        )}
      </Section>
      {remark.trim() && (
        <Section title={t('checkout.remark')} onChange={() => onGo('payment')} changeLabel={change(t('checkout.remark'))} testId="confirm-remark">
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {remark.trim()}
          </Text>
        </Section>
      )}
      {agreeBox}
    </Stack>
  );
}
