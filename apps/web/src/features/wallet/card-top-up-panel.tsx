/**
 * Top up by card at once (issue 23), in the buyer's chosen currency: the amount typed in it, the
 * rate shown ("1 US dollar = ฿35.60"), what the wallet gets in dollars (rounded down, as the server
 * does), then the card as at checkout. The wallet is credited when the card is; a card whose bank
 * still asks the buyer (3-D Secure) is credited once the bank says yes. One idempotency key per
 * attempt, so a double click or a retry after a lost answer charges once.
 */
import { ErrorCode } from '@agora/contract/errors';
import { type CardRecharge, centsOf } from '@agora/contract/topups';
import { Alert, Button, NumberInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { localeTag } from '../../lib/i18n';
import { formatPrice } from '../../lib/price';
import { newIdempotencyKey } from '../checkout/api';
import { CardForm } from '../checkout/card-form';
import { type CardDraft, cardFields, cardProblems, emptyCard } from '../checkout/card-input';
import { StripeCard, type StripeCardHandle } from '../checkout/stripe-card';
import { useCurrency, usePrice } from '../locale/use-price';
import { useWebsiteConfig } from '../site/api';
import { StripeCardProblem, useCardTopUp } from './api';

const USD = { symbol: '$', rate: 1, decimals: 2 };

type Field = 'amount' | keyof CardDraft | 'form';

export function CardTopUpPanel() {
  const { t, i18n } = useTranslation();
  const locale = localeTag(i18n.language);
  const currency = useCurrency();
  const price = usePrice();
  const pay = useCardTopUp();
  const [amount, setAmount] = useState<number | string>('');
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [key, setKey] = useState(newIdempotencyKey);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<CardRecharge | null>(null);
  // With Stripe's Payment Element the card is typed into Stripe's form, never sent to the mall.
  const cardElementKey = useWebsiteConfig().data?.card_element_key ?? '';
  const stripeCard = useRef<StripeCardHandle | null>(null);

  const scale = 10 ** currency.decimals;
  const minor = typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? Math.round(amount * scale) : null;
  const rateMicros = Math.round(currency.rate * 1_000_000);
  const cents = minor === null ? null : centsOf(minor, rateMicros, currency.decimals);
  const local = (value: number) =>
    `${currency.symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals }).format(value)}`;
  const rate = `${currency.symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(currency.rate)}`;

  function send(event: React.FormEvent) {
    event.preventDefault();
    setDone(null);
    const found: Partial<Record<Field, string>> = {};
    if (minor === null || !cents) found.amount = t('wallet.card.error.amount');
    if (!cardElementKey) for (const [name, problem] of Object.entries(cardProblems(card))) found[name as keyof CardDraft] = t(`checkout.errors.${problem}`);
    setErrors(found);
    if (Object.keys(found).length > 0 || minor === null) return;
    pay.mutate(
      cardElementKey
        ? { amount: minor, currency: currency.code, idempotency_key: key, stripeCard: stripeCard.current }
        : { amount: minor, currency: currency.code, idempotency_key: key, ...cardFields(card) },
      {
        onSuccess: (topUp) => {
          setDone(topUp);
          setAmount('');
          setCard(emptyCard());
          setKey(newIdempotencyKey());
        },
        onError: (error) => {
          if (error instanceof StripeCardProblem) return setErrors({ form: error.message || t('wallet.card.error.declined') });
          if (!(error instanceof ApiError)) return setErrors({ form: t('common.requestError') });
          // A refusal the server decided on ends this attempt; the next one is a new payment.
          setKey(newIdempotencyKey());
          if (error.field === 'amount' && error.reason === 'minTopUp' && typeof error.params?.min === 'number') {
            return setErrors({ amount: t('wallet.topUp.error.min', { min: price(error.params.min) }) });
          }
          if (error.code === ErrorCode.invalidCurrency) return setErrors({ form: t('wallet.card.error.currency') });
          if (error.reason === 'cardDeclined') return setErrors({ number: t('wallet.card.error.declined') });
          const field = ({ card_number: 'number', card_exp: 'exp', card_cvc: 'cvc', card_name: 'name', amount: 'amount' } as const)[error.field ?? ''];
          setErrors({ [field ?? 'form']: error.message });
        },
      },
    );
  }

  const cardErrors = { number: errors.number, exp: errors.exp, cvc: errors.cvc, name: errors.name };
  return (
    <form onSubmit={send} noValidate data-testid="card-top-up-form">
      <Stack gap="md" maw={520}>
        <Text fz="sm" c="dimmed">
          {t('wallet.card.intro')}
        </Text>
        {done && (
          <Alert
            color={done.status === 'pending' ? 'yellow' : 'teal'}
            icon={done.status === 'pending' ? <IconClock aria-hidden /> : <IconCircleCheck aria-hidden />}
            title={t(done.status === 'pending' ? 'wallet.card.pendingTitle' : 'wallet.card.doneTitle')}
            data-testid={`card-top-up-${done.status}`}
          >
            {t(done.status === 'pending' ? 'wallet.card.pendingBody' : 'wallet.card.doneBody', {
              paid: local(done.local_amount / scale),
              amount: formatPrice(done.amount, USD, locale),
              last4: done.last4,
            })}
          </Alert>
        )}
        <NumberInput
          label={t('wallet.card.amount', { currency: currency.code })}
          required
          prefix={currency.symbol}
          decimalScale={currency.decimals}
          thousandSeparator=","
          clampBehavior="none"
          allowNegative={false}
          hideControls
          inputMode="decimal"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors(({ amount: _gone, ...rest }) => rest);
          }}
          error={errors.amount}
          data-testid="card-top-up-amount"
        />
        <Stack gap={2} mt={-8}>
          {currency.code !== 'USD' && (
            <Text fz="sm" c="dimmed" data-testid="card-top-up-rate">
              {t('wallet.card.rate', { rate })}
            </Text>
          )}
          {cents !== null && (
            <Text fz="sm" fw={600} data-testid="card-top-up-credit">
              {t('wallet.card.youGet', { amount: formatPrice(cents, USD, locale) })}
            </Text>
          )}
        </Stack>
        {cardElementKey ? (
          <StripeCard publishableKey={cardElementKey} amount={cents ?? 0} onReady={(handle) => (stripeCard.current = handle)} />
        ) : (
          <CardForm card={card} onChange={setCard} errors={cardErrors} testId="card-top-up-card" />
        )}
        {errors.form && (
          <Alert color="red" data-testid="card-top-up-error">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={pay.isPending} data-testid="card-top-up-submit" style={{ alignSelf: 'flex-start' }}>
          {minor === null ? t('wallet.card.pay') : t('wallet.card.payAmount', { amount: local(minor / scale) })}
        </Button>
      </Stack>
    </form>
  );
}
