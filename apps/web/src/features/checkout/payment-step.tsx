/**
 * The payment step: wallet (its balance shown; not choosable, and saying why, when it does not
 * cover the total), bank card (the card form under it) or cash on delivery; and a note to the
 * sellers. Also used to pay placed orders again after a declined card (without cash on delivery
 * and the note).
 * @example <PaymentChoice total={summary.total} balance={summary.balance} method={pay} onMethod={setPay} card={card} onCard={setCard} />
 */
import type { PaymentMethod } from '@agora/contract/checkout';
import { Group, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconCash, IconCreditCard, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';
import { CardForm } from './card-form';
import type { CardDraft } from './card-input';
import './checkout.css';

function Method({
  value,
  icon: MethodIcon,
  title,
  detail,
  disabled,
}: {
  value: PaymentMethod;
  icon: Icon;
  title: string;
  detail: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Radio.Card value={value} className="agora-choice" radius="md" disabled={disabled} data-testid={`pay-${value}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={6} disabled={disabled} />
        <ThemeIcon variant="light" size={32} radius="md" color={disabled ? 'gray' : undefined}>
          <MethodIcon size={18} stroke={1.7} aria-hidden />
        </ThemeIcon>
        <Stack gap={0} flex={1} miw={0}>
          <Text fw={600} fz="sm">
            {title}
          </Text>
          <Text fz="xs" c="dimmed" component="div">
            {detail}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

export function PaymentChoice({
  total,
  balance,
  method,
  onMethod,
  card,
  onCard,
  cardErrors,
  error,
  withCod = true,
  testId = 'payment-methods',
  cardForm,
}: {
  total: number;
  balance: number;
  method: PaymentMethod | null;
  onMethod: (method: PaymentMethod) => void;
  card: CardDraft;
  onCard: (card: CardDraft) => void;
  cardErrors?: Partial<Record<keyof CardDraft, string>>;
  /** A refusal about the payment (balance short, card declined), or "choose one". */
  error?: string | null;
  withCod?: boolean;
  testId?: string;
  /** Shown instead of the mall's own card fields (Stripe's Payment Element, or where it will be). */
  cardForm?: ReactNode;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const walletShort = balance < total;
  return (
    <Stack gap="sm">
      <Radio.Group
        value={method}
        onChange={(value) => onMethod(value as PaymentMethod)}
        label={t('checkout.paymentTitle')}
        error={error}
        errorProps={{ role: 'alert', 'data-testid': 'payment-refusal' }}
        data-testid={testId}
      >
        <Stack gap="sm" mt={6}>
          <Method
            value="wallet"
            icon={IconWallet}
            title={t('checkout.wallet')}
            disabled={walletShort}
            detail={
              <>
                <span data-testid="wallet-balance">{t('checkout.walletBalance', { amount: price(balance) })}</span>
                {walletShort && (
                  <Text fz="xs" c="red.8" data-testid="wallet-short">
                    {t('checkout.walletShort', { balance: price(balance), total: price(total) })}
                  </Text>
                )}
              </>
            }
          />
          {withCod && <Method value="cod" icon={IconCash} title={t('checkout.cod')} detail={t('checkout.codHint')} />}
          <Method value="card" icon={IconCreditCard} title={t('checkout.card')} detail={t('checkout.cardHint')} />
        </Stack>
      </Radio.Group>
      {/* Under the card choice (the last), outside the radio group. */}
      {method === 'card' && (cardForm ?? <CardForm card={card} onChange={onCard} errors={cardErrors} />)}
    </Stack>
  );
}
