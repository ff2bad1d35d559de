/**
 * The checkout's coupons beyond each shop's: the mall's coupon for the whole checkout (chosen
 * from the buyer's, shown only when they hold one or one is in use), and a field for a code. A
 * code that does not apply says why under the field (2000004's reason, in the buyer's words) and
 * changes nothing; one that does goes to its shop's order or the mall's slot.
 * @example <CouponSection summary={summary} choice={coupons} />
 */
import type { CheckoutSummary } from '@agora/contract/checkout';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponChoice } from './coupon-choice';
import { CouponPicker } from './coupon-picker';

export function CouponSection({ summary, choice }: { summary: CheckoutSummary; choice: CouponChoice }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const mallCoupons = summary.coupons.filter((c) => c.shop_id === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || choice.busy) return;
    setApplied(null);
    const refused = await choice.apply(code);
    setError(refused);
    if (!refused) {
      setApplied(code.trim().toUpperCase());
      setCode('');
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId} data-testid="checkout-coupons">
      <Stack gap="sm">
        <Title order={2} fz="sm" id={headingId}>
          {t('checkout.couponSection')}
        </Title>
        {(mallCoupons.length > 0 || summary.mall_coupon) && (
          <CouponPicker
            label={t('checkout.couponMall')}
            title={t('checkout.couponMallTitle')}
            coupons={mallCoupons}
            applied={summary.mall_coupon}
            onChoose={(picked) => choice.choose('mall', picked)}
            busy={choice.busy}
            testId="mall-coupon"
          />
        )}
        <form onSubmit={submit} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              miw={0}
              label={t('checkout.couponCode')}
              placeholder={t('checkout.couponCodePlaceholder')}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(null);
                setApplied(null);
              }}
              error={error}
              errorProps={{ role: 'alert', 'data-testid': 'coupon-code-refusal' }}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              data-testid="coupon-code-input"
            />
            <Button type="submit" variant="light" mt={25} loading={choice.busy} disabled={!code.trim()} data-testid="coupon-code-apply">
              {t('checkout.couponApply')}
            </Button>
          </Group>
        </form>
        {applied && (
          <Text fz="sm" c="teal.8" role="status" data-testid="coupon-code-applied">
            {t('checkout.couponApplied', { code: applied })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
