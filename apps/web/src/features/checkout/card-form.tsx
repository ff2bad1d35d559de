/**
 * The bank card's fields: number (grouped in fours as typed), expiry MM/YY, security code and the
 * name on the card, with each field's problem under it in the buyer's language. Controlled by the
 * page, which keeps the card in memory only.
 * @example <CardForm card={card} onChange={setCard} errors={{ number: 'Enter a valid card number.' }} />
 */
import { Grid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CardDraft, formatCardNumber, formatCvc, formatExpiry } from './card-input';

const AS_TYPED = (value: string) => value;

export function CardForm({
  card,
  onChange,
  errors = {},
  testId = 'card',
}: {
  card: CardDraft;
  onChange: (card: CardDraft) => void;
  errors?: Partial<Record<keyof CardDraft, string>>;
  testId?: string;
}) {
  const { t } = useTranslation();
  /** One of the card's fields, formatted as it is typed. */
  const field = (name: keyof CardDraft, format: (typed: string) => string, props: TextInputProps) => (
    <TextInput
      required
      value={card[name]}
      onChange={(event) => onChange({ ...card, [name]: format(event.currentTarget.value) })}
      error={errors[name]}
      data-testid={`${testId}-${name}`}
      {...props}
    />
  );
  const digits = { inputMode: 'numeric' } as const;
  return (
    <Stack gap="sm" data-testid={`${testId}-form`}>
      {field('number', formatCardNumber, {
        ...digits,
        label: t('checkout.cardNumber'),
        placeholder: '1234 5678 9012 3456',
        autoComplete: 'cc-number',
        maxLength: 23,
      })}
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={6}>
          {field('exp', formatExpiry, {
            ...digits,
            label: t('checkout.cardExp'),
            placeholder: t('checkout.cardExpPlaceholder'),
            autoComplete: 'cc-exp',
            maxLength: 5,
          })}
        </Grid.Col>
        <Grid.Col span={6}>
          {field('cvc', formatCvc, { ...digits, label: t('checkout.cardCvc'), placeholder: '123', autoComplete: 'cc-csc', maxLength: 4 })}
        </Grid.Col>
      </Grid>
      {field('name', AS_TYPED, { label: t('checkout.cardName'), autoComplete: 'cc-name', maxLength: 100 })}
      <Text fz="xs" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
        <IconLock size={14} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        {t('checkout.cardSafe')}
      </Text>
    </Stack>
  );
}
