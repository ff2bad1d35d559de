/**
 * The bank card's fields: number (grouped in fours as typed), expiry MM/YY, security code and the
 * name on the card, with each field's problem under it in the buyer's language. Controlled by the
 * page, which keeps the card in memory only.
 * @example <CardForm card={card} onChange={setCard} errors={{ number: 'Enter a valid card number.' }} />
 */
import { Grid, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CardDraft, formatCardNumber, formatCvc, formatExpiry } from './card-input';

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
  const set = (field: keyof CardDraft, value: string) => onChange({ ...card, [field]: value });
  return (
    <Stack gap="sm" data-testid={`${testId}-form`}>
      <TextInput
        label={t('checkout.cardNumber')}
        placeholder="1234 5678 9012 3456"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={card.number}
        onChange={(event) => set('number', formatCardNumber(event.currentTarget.value))}
        error={errors.number}
        maxLength={23}
        data-testid={`${testId}-number`}
      />
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={6}>
          <TextInput
            label={t('checkout.cardExp')}
            placeholder={t('checkout.cardExpPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            required
            value={card.exp}
            onChange={(event) => set('exp', formatExpiry(event.currentTarget.value))}
            error={errors.exp}
            maxLength={5}
            data-testid={`${testId}-exp`}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <TextInput
            label={t('checkout.cardCvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            value={card.cvc}
            onChange={(event) => set('cvc', formatCvc(event.currentTarget.value))}
            error={errors.cvc}
            maxLength={4}
            data-testid={`${testId}-cvc`}
          />
        </Grid.Col>
      </Grid>
      <TextInput
        label={t('checkout.cardName')}
        autoComplete="cc-name"
        required
        value={card.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
        maxLength={100}
        data-testid={`${testId}-name`}
      />
      <Text fz="xs" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
        <IconLock size={14} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        {t('checkout.cardSafe')}
      </Text>
    </Stack>
  );
}
