/**
 * Paying an unpaid order: from the wallet (its balance shown, the choice off when it is short) or
 * by card (the checkout's card form and checks). A refusal, such as a
 * declined card, stays in the dialog in the buyer's language; paid, the dialog closes with a notice.
 */
import type { Order } from '@agora/contract/orders';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { CardForm } from '../checkout/card-form';
import { type CardDraft, cardFields, cardProblems, emptyCard } from '../checkout/card-input';
import { usePrice } from '../locale/use-price';
import { useBalance, usePayOrder } from './api';
import { refusalText } from './order-refusal';

export function PayDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const balance = useBalance(opened);
  const pay = usePayOrder();
  const [method, setMethod] = useState<'wallet' | 'card'>('wallet');
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [shown, setShown] = useState<Partial<Record<keyof CardDraft, string>>>({});
  const walletShort = balance.data !== undefined && balance.data.balance < order.actual_pay;
  const chosen = method === 'wallet' && walletShort ? 'card' : method;

  const close = () => {
    pay.reset();
    setShown({});
    onClose();
  };
  const change = (next: CardDraft) => {
    // A field typed in again loses its problem.
    setShown((was) => Object.fromEntries(Object.entries(was).filter(([name]) => next[name as keyof CardDraft] === card[name as keyof CardDraft])));
    setCard(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === 'card') {
      const problems = cardProblems(card);
      if (Object.keys(problems).length > 0) {
        setShown(Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, t(`checkout.errors.${problem}`)])));
        return;
      }
    }
    const body =
      chosen === 'card' ? { id: order.id, payment_method: 'card' as const, ...cardFields(card) } : { id: order.id, payment_method: 'wallet' as const };
    pay.mutate(body, {
      onSuccess: () => {
        toast.emit({ message: t('orders.done.paid', { order: order.order_sn }), kind: 'success' });
        setCard(emptyCard());
        close();
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
          {chosen === 'card' && <CardForm card={card} onChange={change} errors={shown} testId="pay-card" />}
          {pay.isError && (
            <Alert color="red" role="alert" data-testid="pay-refused">
              {refusalText(t, pay.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={close}>
              {t('orders.pay.later')}
            </Button>
            <Button type="submit" loading={pay.isPending} data-testid="pay-submit">
              {t('orders.pay.submit', { amount: price(order.actual_pay) })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
