/**
 * One coupon slot of the checkout (a shop's order, or the mall's for the whole checkout): a row
 * with the coupon in use and what it takes off, or a way to choose one. Choosing opens the
 * buyer's coupons for that slot as tickets: each says what it would take off here, or (greyed,
 * not choosable) why it does not apply; "no coupon" empties the slot. A refused choice keeps the
 * previous one and says why, in the list.
 * @example <CouponPicker title="Coupons from Shop A" label="Shop coupon" coupons={forShop} applied={shop.coupon} onChoose={(code) => choose(shop.id, code)} />
 */
import type { CheckoutSummary } from '@agora/contract/checkout';
import type { CheckoutCoupon } from '@agora/contract/coupons';
import { Alert, Anchor, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponReasonText } from '../coupons/coupon-refusal';
import { CouponTicket } from '../coupons/coupon-ticket';
import { usePrice } from '../locale/use-price';
import type { CouponChoice, CouponOutcome } from './coupon-choice';
import './checkout.css';

const NONE = '';

export function CouponPicker({
  label,
  title,
  coupons,
  applied,
  onChoose,
  busy,
  testId,
}: {
  label: string;
  /** The list's heading. */
  title: string;
  /** The buyer's coupons for this slot, with what each would take off or why it does not apply. */
  coupons: CheckoutCoupon[];
  applied: { code: string; discount: number } | null;
  onChoose: (code: string | null) => Promise<CouponOutcome>;
  busy: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usable = coupons.filter((c) => !c.problem).length;

  const choose = async (value: string) => {
    if (busy) return;
    setError(null);
    const refused = await onChoose(value === NONE ? null : value);
    if (refused) setError(refused);
    else setOpen(false);
  };

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
        <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
          <IconTicket size={18} stroke={1.6} color="var(--mantine-color-orange-8)" aria-hidden style={{ flex: 'none' }} />
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
        </Group>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="coupon-picker-open"
          style={{ minWidth: 0 }}
        >
          <Group gap={4} wrap="nowrap">
            {applied ? (
              // The amount is what matters: the code gives way when the row is narrow.
              <Group gap={6} wrap="nowrap" miw={0} data-testid="coupon-picked">
                <Text span fz="xs" c="dimmed" ff="monospace" truncate data-testid="coupon-picked-code">
                  {applied.code}
                </Text>
                <Text span fz="sm" fw={700} c="deal.7" className="agora-money" data-testid="coupon-picked-amount">
                  −{price(applied.discount)}
                </Text>
              </Group>
            ) : (
              <Text span fz="sm" truncate>
                {usable > 0 ? t('checkout.couponAvailable', { count: usable }) : t('checkout.couponChoose')}
              </Text>
            )}
            <IconChevronRight size={16} aria-hidden style={{ flex: 'none' }} />
          </Group>
        </Anchor>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} fullScreen={phone} size="lg" data-testid="coupon-picker">
        <Radio.Group value={applied?.code ?? NONE} onChange={choose} aria-label={title}>
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert" data-testid="coupon-picker-refusal">
                {error}
              </Alert>
            )}
            <Radio.Card value={NONE} className="agora-choice" radius="md" disabled={busy} data-testid="coupon-option-none">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fz="sm" fw={600}>
                  {t('checkout.couponNone')}
                </Text>
              </Group>
            </Radio.Card>
            {coupons.map((coupon) => (
              <Radio.Card
                key={coupon.id}
                value={coupon.code}
                disabled={busy || coupon.problem !== null}
                className="agora-coupon-choice"
                radius="md"
                data-testid="coupon-option"
                data-code={coupon.code}
              >
                <CouponTicket
                  coupon={coupon}
                  muted={coupon.problem !== null}
                  action={<Radio.Indicator disabled={coupon.problem !== null} />}
                  note={
                    coupon.problem ? (
                      <Text fz="xs" c="red.8" fw={600} data-testid="coupon-problem">
                        {couponReasonText(coupon.problem)}
                      </Text>
                    ) : (
                      <Text fz="xs" c="teal.8" fw={600} data-testid="coupon-saves">
                        {t('checkout.couponSaves', { amount: price(coupon.discount) })}
                      </Text>
                    )
                  }
                />
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      </Modal>
    </>
  );
}

/** A shop's coupon slot: shown when the buyer holds one of its coupons, or one is in use. */
export function ShopCouponPicker({ shop, summary, choice }: { shop: CheckoutSummary['shops'][number]; summary: CheckoutSummary; choice: CouponChoice }) {
  const { t } = useTranslation();
  const coupons = summary.coupons.filter((c) => c.shop_id === shop.shop.id);
  if (coupons.length === 0 && !shop.coupon) return null;
  return (
    <CouponPicker
      label={t('checkout.couponShop')}
      title={t('checkout.couponShopTitle', { shop: shop.shop.name })}
      coupons={coupons}
      applied={shop.coupon}
      onChoose={(code) => choice.choose(shop.shop.id, code)}
      busy={choice.busy}
      testId="shop-coupon"
    />
  );
}
