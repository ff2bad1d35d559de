/**
 * Adds or edits a coupon, in a dialog over the list (the whole screen on a phone): code, amount
 * or percent off (a percent may have a cap), minimum spend, start and end, quantity. Checked here
 * with the API's own bounds first; a refusal the server still makes (a code another coupon uses,
 * a quantity below what buyers already claimed) lands under its field.
 * @example <CouponForm area="seller" coupon={editing} opened={open} onClose={close} />
 */
import type { IssuedCoupon } from '@agora/contract/coupons';
import { Alert, Button, Chip, Group, Input, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import type { BackOfficeArea } from '../area';
import { useSaveCoupon } from './coupon-api';
import { type CouponDraft, draftProblems, emptyDraft, fromIssued, toSaveInput } from './coupon-draft';
import { type CouponField, refusalProblem, useProblemText } from './coupon-problems';

/** Help under the input rather than above it, so inputs side by side line up whatever help they have. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

const FOOT = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
} as const;

/**
 * Dollars with cents, as product prices are typed in the seller centre. Nothing is clamped: a
 * value out of bounds is said under its field rather than silently changed.
 */
const DOLLARS = {
  decimalScale: 2,
  clampBehavior: 'none' as const,
  prefix: '$',
  hideControls: true,
  thousandSeparator: ',',
  allowNegative: false,
  inputWrapperOrder: BELOW,
};

export function CouponForm({ area, coupon, opened, onClose }: { area: BackOfficeArea; coupon: IssuedCoupon | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={coupon ? t('issuedCoupons.editTitle', { code: coupon.code }) : t('issuedCoupons.newTitle')}
      fullScreen={narrow}
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* A fresh form for each coupon opened. */}
      <CouponFields key={coupon?.id ?? 'new'} area={area} coupon={coupon} onDone={onClose} />
    </Modal>
  );
}

function CouponFields({ area, coupon, onDone }: { area: BackOfficeArea; coupon: IssuedCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon(area);
  const problemText = useProblemText();
  const [alert, setAlert] = useState<string | null>(null);
  const kindLabel = useId();
  const claimed = coupon?.claimed ?? 0;
  const form = useForm<CouponDraft>({
    initialValues: coupon ? fromIssued(coupon) : emptyDraft(),
    validate: (values) => {
      const problems = draftProblems(values, claimed);
      return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(field as CouponField, problem, values.kind)]));
    },
  });
  const percent = form.values.kind === 'percent';

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await save.mutateAsync(toSaveInput(values));
      toast.emit({ kind: 'success', message: t('issuedCoupons.saved', { code: saved.code }) });
      onDone();
    } catch (error) {
      const refusal = refusalProblem(error);
      if (refusal.field) form.setFieldError(refusal.field, problemText(refusal.field, refusal.problem, values.kind));
      else setAlert(refusal.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <Stack gap="sm">
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label={t('issuedCoupons.code')}
          description={t('issuedCoupons.codeHint')}
          inputWrapperOrder={BELOW}
          required
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('code')}
          // Codes are kept upper-case: `save5` and `SAVE5` are one code.
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          data-testid="coupon-code"
        />
        <Input.Wrapper label={t('issuedCoupons.kind')} labelElement="div" labelProps={{ id: kindLabel }}>
          {/* Chips rather than a segmented control: their chunk is one the storefront already has. */}
          <Chip.Group {...form.getInputProps('kind')}>
            <Group gap="xs" mt={4} role="radiogroup" aria-labelledby={kindLabel} data-testid="coupon-kind">
              <Chip value="amount" variant="outline">
                {t('issuedCoupons.kindAmount')}
              </Chip>
              <Chip value="percent" variant="outline">
                {t('issuedCoupons.kindPercent')}
              </Chip>
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {percent ? (
            <NumberInput
              key="percent"
              label={t('issuedCoupons.valuePercent')}
              required
              decimalScale={2}
              clampBehavior="none"
              suffix="%"
              hideControls
              allowNegative={false}
              inputWrapperOrder={BELOW}
              {...form.getInputProps('value')}
              data-testid="coupon-value"
            />
          ) : (
            <NumberInput
              key="amount"
              label={t('issuedCoupons.valueAmount')}
              required
              {...DOLLARS}
              {...form.getInputProps('value')}
              data-testid="coupon-value"
            />
          )}
          {percent && (
            <NumberInput
              label={t('issuedCoupons.maxDiscount')}
              description={t('issuedCoupons.maxDiscountHint')}
              {...DOLLARS}
              {...form.getInputProps('max_discount')}
              data-testid="coupon-max-discount"
            />
          )}
          <NumberInput
            label={t('issuedCoupons.minSpend')}
            description={t('issuedCoupons.minSpendHint')}
            {...DOLLARS}
            {...form.getInputProps('min_spend')}
            data-testid="coupon-min-spend"
          />
          <NumberInput
            label={t('issuedCoupons.quantity')}
            description={coupon ? t('issuedCoupons.quantityClaimed', { count: claimed }) : t('issuedCoupons.quantityHint')}
            required
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            inputWrapperOrder={BELOW}
            {...form.getInputProps('quantity')}
            data-testid="coupon-quantity"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="datetime-local" label={t('issuedCoupons.startsAt')} required {...form.getInputProps('starts_at')} data-testid="coupon-starts-at" />
          <TextInput type="datetime-local" label={t('issuedCoupons.endsAt')} required {...form.getInputProps('ends_at')} data-testid="coupon-ends-at" />
        </SimpleGrid>
        {/* In sight however far the form is scrolled (it is the whole screen on a phone). */}
        <Group justify="flex-end" gap="xs" py="sm" style={FOOT}>
          <Button variant="default" onClick={onDone}>
            {t('issuedCoupons.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="coupon-save">
            {t('issuedCoupons.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
