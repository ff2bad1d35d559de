/**
 * Paying an unpaid order: from the wallet (its balance shown, the choice off when it is short; its
 * PIN asked, a refusal of it said beside it) or
 * by card (the checkout's card form and checks). A refusal, such as a
 * declined card, stays in the dialog in the buyer's language; paid, the dialog closes with a notice.
 */
import type { Order } from '@agora/contract/orders';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { CardForm } from '../checkout/card-form';
import { type CardDraft, cardFields, cardProblems, emptyCard } from '../checkout/card-input';
import { StripeCard, type StripeCardHandle } from '../checkout/stripe-card';
import { usePrice } from '../locale/use-price';
import { useWebsiteConfig } from '../site/api';
import { pinProblem, pinRefusalText, WalletPinField } from '../wallet/wallet-pin-field';
import { useBalance, usePayInStripe, usePayOrder } from './api';
import { refusalText } from './order-refusal';

export function PayDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const balance = useBalance(opened);
  const pay = usePayOrder();
  // With Stripe's Payment Element the card is typed into Stripe's form, never sent to the mall.
  const cardElementKey = useWebsiteConfig().data?.card_element_key ?? '';
  const inStripe = usePayInStripe();
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const [method, setMethod] = useState<'wallet' | 'card'>('wallet');
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [shown, setShown] = useState<Partial<Record<keyof CardDraft, string>>>({});
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const walletShort = balance.data !== undefined && balance.data.balance < order.actual_pay;
  const chosen = method === 'wallet' && walletShort ? 'card' : method;

  const close = () => {
    pay.reset();
    inStripe.reset();
    setShown({});
    setPin('');
    setPinError(null);
    onClose();
  };
  const change = (next: CardDraft) => {
    // A field typed in again loses its problem.
    setShown((was) => Object.fromEntries(Object.entries(was).filter(([name]) => next[name as keyof CardDraft] === card[name as keyof CardDraft])));
    setCard(next);
  };
  const paid = () => {
    toast.emit({ message: t('orders.done.paid', { order: order.order_sn }), kind: 'success' });
    setCard(emptyCard());
    close();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === 'card' && cardElementKey) {
      if (stripeCard.current) inStripe.mutate({ id: order.id, card: stripeCard.current }, { onSuccess: (done) => done && paid() });
      return;
    }
    if (chosen === 'card') {
      const problems = cardProblems(card);
      if (Object.keys(problems).length > 0) {
        setShown(Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, t(`checkout.errors.${problem}`)])));
        return;
      }
    }
    const pinShort = chosen === 'wallet' ? pinProblem(t, pin) : null;
    if (pinShort) return setPinError(pinShort);
    const body =
      chosen === 'card' ? { id: order.id, payment_method: 'card' as const, ...cardFields(card) } : { id: order.id, payment_method: 'wallet' as const, pin };
    pay.mutate(body, {
      onSuccess: paid,
      // A refused PIN is said beside it and typed again from the start.
      onError: (error) => {
        const refused = pinRefusalText(t, error);
        if (!refused) return;
        setPin('');
        setPinError(refused);
        pay.reset();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('orders.pay.title')} centered>
      <form onSubmit={submit} noValidate data-testid="pay-dialog">
        <Stack gap="sm">
          <Text fz="sm">
            {t('orders.pay.amount')}{' '}
            <Text span fw={700} c="deal.7" className="agora-figure">
              {price(order.actual_pay)}
            </Text>
          </Text>
          <Radio.Group value={chosen} onChange={(value) => setMethod(value as 'wallet' | 'card')} label={t('orders.pay.method')}>
            <Stack gap="xs" mt={6}>
              <Radio
                value="wallet"
                disabled={walletShort}
                data-testid="pay-wallet"
                label={
                  <Group gap={6} wrap="nowrap">
                    <IconWallet size={18} aria-hidden />
                    {t('orders.payment.wallet')}
                  </Group>
                }
                description={
                  balance.data
                    ? `${t('orders.pay.balance', { amount: price(balance.data.balance) })}${walletShort ? ` · ${t('orders.pay.short')}` : ''}`
                    : undefined
                }
              />
              <Radio
                value="card"
                data-testid="pay-card"
                label={
                  <Group gap={6} wrap="nowrap">
                    <IconCreditCard size={18} aria-hidden />
                    {t('orders.payment.card')}
                  </Group>
                }
              />
            </Stack>
          </Radio.Group>
          {chosen === 'wallet' && (
            <WalletPinField
              value={pin}
              onChange={(next) => {
                setPin(next);
                setPinError(null);
              }}
              error={pinError}
              testId="pay-dialog-pin"
            />
          )}
          {chosen === 'card' &&
            (cardElementKey ? (
              <StripeCard publishableKey={cardElementKey} amount={order.actual_pay} onReady={(handle) => (stripeCard.current = handle)} />
            ) : (
              <CardForm card={card} onChange={change} errors={shown} testId="pay-card" />
            ))}
          {(pay.isError || inStripe.isError) && (
            <Alert color="red" role="alert" data-testid="pay-refused">
              {pay.isError ? refusalText(t, pay.error) : inStripe.error?.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={close}>
              {t('orders.pay.later')}
            </Button>
            <Button type="submit" loading={pay.isPending || inStripe.isPending} data-testid="pay-submit">
              {t('orders.pay.submit', { amount: price(order.actual_pay) })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
