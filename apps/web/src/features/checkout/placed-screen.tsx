/**
 * After placing: the orders (number, shop, amount, status) with the way to the order history and
 * back to shopping. Paid by wallet or card, a payment success message; cash on delivery, the
 * orders are placed and paid at the door. A declined card (1500019) says so in the buyer's
 * language: the orders wait unpaid, to be paid again here (wallet or another card, each order
 * with `order/pay`) or later from the order history.
 */
import type { CheckoutPlaced, CheckoutSummary, PaymentMethod } from '@agora/contract/checkout';
import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { usePrice } from '../locale/use-price';
import { usePayInStripe } from '../orders/api';
import { PayWithin } from '../orders/pay-within';
import { useWebsiteConfig } from '../site/api';
import { pinProblem, WalletPinField } from '../wallet/wallet-pin-field';
import { usePayOrder } from './api';
import { type CardDraft, cardProblems, emptyCard } from './card-input';
import { PaymentChoice } from './payment-step';
import { refusalOf } from './refusal';
import { StripeCard, type StripeCardHandle } from './stripe-card';

export const ORDERS_PATH = '/pages/history/purchase';

export interface PlacedResult {
  placed: CheckoutPlaced;
  /** The checkout as it was priced when placed (shop names; the wallet balance before). */
  summary: CheckoutSummary;
  payment: PaymentMethod;
}

type PlacedOrder = CheckoutPlaced['orders'][number];

function OrderRow({ order, shopName, payment }: { order: PlacedOrder; shopName: string; payment: PaymentMethod }) {
  const { t } = useTranslation();
  const price = usePrice();
  const status = order.payment_status === 'paid' ? t('checkout.statusPaid') : payment === 'cod' ? t('checkout.statusCod') : t('checkout.statusUnpaid');
  return (
    <Paper withBorder p="sm" data-testid="placed-order" data-order-sn={order.order_sn} data-status={order.payment_status}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="placed-shop">
          {shopName}
        </Text>
        <Text fw={700} className="agora-money" data-testid="placed-amount">
          {price(order.actual_pay)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="wrap" gap={6} mt={4}>
        <Text fz="xs" c="dimmed" className="agora-money">
          {t('checkout.orderSn')} <span data-testid="placed-order-sn">{order.order_sn}</span>
        </Text>
        <Group gap={4}>
          <Badge variant="light" color={order.payment_status === 'paid' ? 'teal' : payment === 'cod' ? 'blue' : 'orange'} tt="none" data-testid="placed-status">
            {status}
          </Badge>
          {/* An unpaid card order is not on its way to being shipped: it waits for payment. */}
          {(order.payment_status === 'paid' || payment === 'cod') && (
            <Badge variant="outline" color="gray" tt="none">
              {t('checkout.statusToShip')}
            </Badge>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** Pays the unpaid orders again, one by one; stops at the first refusal and says why. */
function PayAgain({ orders, balance, onPaid }: { orders: PlacedOrder[]; balance: number; onPaid: (order: PlacedOrder) => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const pay = usePayOrder();
  // With Stripe's Payment Element the card is typed into Stripe's form, never sent to the mall.
  const cardElementKey = useWebsiteConfig().data?.card_element_key ?? '';
  const inStripe = usePayInStripe();
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const total = orders.reduce((sum, order) => sum + order.actual_pay, 0);
  const [method, setMethod] = useState<'wallet' | 'card' | null>(balance >= total ? 'wallet' : 'card');
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardDraft, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    if (!method) return setError(t('checkout.errors.choosePayment'));
    if (method === 'card' && !cardElementKey) {
      const problems = cardProblems(card);
      setCardErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(`checkout.errors.${key}`)])));
      if (Object.keys(problems).length > 0) return;
    }
    const pinShort = method === 'wallet' ? pinProblem(t, pin) : null;
    if (pinShort) return setPinError(pinShort);
    setBusy(true);
    try {
      if (method === 'card' && cardElementKey) {
        for (const order of orders) {
          if (!stripeCard.current) throw new Error(t('checkout.cardFormUnavailable'));
          if (await inStripe.mutateAsync({ id: order.id, card: stripeCard.current })) onPaid({ ...order, payment_status: 'paid', pay_by: null });
        }
        return;
      }
      for (const order of orders) {
        const paid = await pay.mutateAsync({ id: order.id, payment: method, card: method === 'card' ? card : null, pin });
        onPaid({ ...order, payment_status: paid.payment_status, delivery_status: paid.delivery_status });
      }
    } catch (refused) {
      if (!(refused instanceof ApiError)) return setError(refused instanceof Error ? refused.message : String(refused));
      const refusal = refusalOf(refused, () => null);
      if (refusal.about === 'card') setCardErrors({ [refusal.field]: refusal.message });
      else if (refusal.about === 'pin') {
        setPin('');
        setPinError(refusal.message);
      } else setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="pay-again">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('checkout.payAgainTitle')}
        </Title>
        <PaymentChoice
          total={total}
          balance={balance}
          method={method}
          onMethod={(value) => {
            setError(null);
            setMethod(value === 'cod' ? null : value);
          }}
          card={card}
          onCard={(next) => {
            setCard(next);
            setCardErrors({});
          }}
          cardErrors={cardErrors}
          error={error}
          withCod={false}
          cardForm={
            cardElementKey ? <StripeCard publishableKey={cardElementKey} amount={total} onReady={(handle) => (stripeCard.current = handle)} /> : undefined
          }
          testId="pay-again-methods"
        />
        {method === 'wallet' && (
          <WalletPinField
            value={pin}
            onChange={(next) => {
              setPin(next);
              setPinError(null);
            }}
            error={pinError}
            testId="pay-again-pin"
          />
        )}
        <Button size="md" onClick={submit} loading={busy} data-testid="pay-again-submit">
          {t('checkout.payAmount', { amount: price(total) })}
        </Button>
      </Stack>
    </Paper>
  );
}

export function PlacedScreen({ result, onPaid }: { result: PlacedResult; onPaid: (order: PlacedOrder) => void }) {
  const { t } = useTranslation();
  const { placed, summary, payment } = result;
  const unpaid = placed.orders.filter((order) => order.payment_status === 'unpaid');
  const declined = payment !== 'cod' && unpaid.length > 0;
  const shopName = (id: number) => summary.shops.find((shop) => shop.shop.id === id)?.shop.name ?? '';
  const paidWallet = placed.orders.some((order) => order.payment_status === 'paid');
  // The balance now: the summary's, less what the wallet paid here (nothing, when the card was declined).
  const balance = summary.balance - (payment === 'wallet' && paidWallet ? placed.total : 0);
  // The orders of one checkout are placed together, so they share one time to be paid by.
  const payBy = unpaid.map((order) => order.pay_by).find((time) => time !== null);

  return (
    <Stack gap="md" maw={720} mx="auto" data-testid={declined ? 'checkout-declined' : 'checkout-success'}>
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color={declined ? 'red' : 'teal'}>
          {declined ? <IconAlertTriangle size={32} aria-hidden /> : <IconCircleCheck size={32} aria-hidden />}
        </ThemeIcon>
        <Title order={1} fz="xl" data-testid="placed-title">
          {declined ? t('checkout.declinedTitle') : payment === 'cod' ? t('checkout.codTitle') : t('checkout.successTitle')}
        </Title>
        {declined ? (
          <Alert color="red" role="alert" ta="start" w="100%" data-testid="declined-message">
            {t('checkout.errors.declined')}
          </Alert>
        ) : (
          <Text c="dimmed" fz="sm" maw={520}>
            {t(`checkout.${payment === 'cod' ? 'cod' : 'success'}${placed.orders.length === 1 ? 'One' : 'Many'}`, { count: placed.orders.length })}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" data-testid="placed-orders">
        {placed.orders.map((order) => (
          <OrderRow key={order.id} order={order} shopName={shopName(order.shop_id)} payment={payment} />
        ))}
      </Stack>
      {declined && (
        <>
          <Text fz="sm" c="dimmed">
            {t('checkout.declinedBody')}
          </Text>
          {payBy && <PayWithin payBy={payBy} />}
          <PayAgain orders={unpaid} balance={balance} onPaid={onPaid} />
        </>
      )}
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={ORDERS_PATH}
          variant={declined ? 'default' : 'filled'}
          leftSection={<IconReceipt size={18} aria-hidden />}
          data-testid="view-orders"
        >
          {declined ? t('checkout.payLater') : t('checkout.viewOrders')}
        </Button>
        <Button component={Link} to="/" variant="default" data-testid="keep-shopping">
          {t('checkout.keepShopping')}
        </Button>
      </Group>
    </Stack>
  );
}
