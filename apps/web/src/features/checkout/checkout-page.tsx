/**
 * The checkout's steps after the cart (shipment → delivery → payment → confirm, then the placed
 * orders), shown by the cart page (`/pages/cart/cart`, cart-page.tsx) from the second step on. The step and the choices are in the URL (checkout-query.ts),
 * so back and forward walk the steps; a buy-now line (`?buy=`) skips the cart. The card, the
 * note and the agreement stay in memory. One idempotency key is kept per attempt, so a double
 * click or a retry after a lost answer never places twice; leaving the placed screen starts a
 * new attempt. Every refusal is shown next to what it is about (refusal.ts). Coupons are chosen
 * at the delivery step, each change priced before it is made (coupon-choice.ts). The placement
 * carries the total the buyer confirmed; when the server's differs (a price, coupon or shipping
 * changed meanwhile) nothing is placed: the page shows the new summary with a notice, and the next
 * placement is a new attempt (a new key) for the new total.
 */
import type { CartList } from '@agora/contract/cart';
import type { CheckoutPlaced, CheckoutSummary } from '@agora/contract/checkout';
import { ErrorCode } from '@agora/contract/errors';
import { Alert, Button, Checkbox, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAddresses } from '../addresses/api';
import { useCart } from '../cart/api';
import { CART_PATH } from '../cart/cart-buttons';
import { usePrice } from '../locale/use-price';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { useWebsiteConfig } from '../site/api';
import { pinProblem, WalletPinField } from '../wallet/wallet-pin-field';
import { type CheckoutLines, newIdempotencyKey, useCheckoutSummary, usePlaceCheckout } from './api';
import { type CardDraft, cardProblems, emptyCard } from './card-input';
import { CheckoutLayout, type StepAction } from './checkout-layout';
import { type CheckoutQuery, checkoutSearch, readCheckoutQuery, type Step, shippingParam, stepsOf } from './checkout-query';
import { CheckoutStepper } from './checkout-stepper';
import { ConfirmStep } from './confirm-step';
import { useCouponChoice } from './coupon-choice';
import { ShopCouponPicker } from './coupon-picker';
import { CouponSection } from './coupon-section';
import { DeliveryStep } from './delivery-step';
import { PaymentChoice } from './payment-step';
import { ORDERS_PATH, type PlacedResult, PlacedScreen } from './placed-screen';
import { type PriceChange, PriceChangedNotice } from './price-changed';
import { type LineRef, type Refusal, refusalOf } from './refusal';
import { ShipmentStep } from './shipment-step';
import { StripeCard, type StripeCardHandle } from './stripe-card';

/**
 * The line a refusal's field names. The cart read again after the refusal tells best (the line
 * that now has a problem); else the field's index into the lines as the server listed them.
 */
function lineOf(field: string, query: CheckoutQuery, cart: CartList | undefined, listed: { key: number; name: string }[]): LineRef | null {
  if (field === 'variant_id') return { key: 0, name: listed[0]?.name ?? null };
  const index = field.match(/^cart_item_ids\.(\d+)$/)?.[1];
  if (index === undefined) return null;
  const items = cart?.shops.flatMap((shop) => shop.items) ?? [];
  const troubled = items.find((item) => query.lines.includes(item.id) && item.problem);
  if (troubled) return { key: troubled.id, name: troubled.name };
  const line = listed[Number(index)];
  return line ? { key: line.key, name: line.name || null } : null;
}

const linesListed = (summary: CheckoutSummary | undefined) =>
  summary?.shops.flatMap((shop) => shop.lines.map((line) => ({ key: line.cart_item_id ?? 0, name: line.name }))) ?? [];

export default function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const price = usePrice();
  const hasLogin = useHasLogin();
  const query = readCheckoutQuery(params);
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const go = (step: Step, changes: Partial<Omit<CheckoutQuery, 'step'>> = {}, replace = false) =>
    navigate({ search: checkoutSearch(query, step, changes) }, { replace });
  /** A choice that is not a step of its own: the URL changes without a new history entry. */
  const change = (changes: Partial<Omit<CheckoutQuery, 'step'>>) => {
    const next = new URLSearchParams(checkoutSearch(query, query.step, changes));
    for (const key of ['form']) if (params.has(key)) next.set(key, params.get(key) as string);
    setParams(next, { replace: true });
  };

  const [card, setCard] = useState<CardDraft>(emptyCard);
  // With Stripe's Payment Element the card is typed into Stripe's form on the confirm step, not ours.
  const cardElementKey = useWebsiteConfig().data?.card_element_key ?? '';
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const ownCardProblems = () => (cardElementKey ? {} : cardProblems(card));
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardDraft, string>>>({});
  const [remark, setRemark] = useState('');
  // The wallet PIN stays in memory only while confirming, and is asked again after a refusal.
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<PlacedResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const placing = useRef(false);

  // Each step starts without the last step's complaint; leaving the placed screen starts a new attempt.
  const { step } = query;
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    setStepError(null);
    if (step !== 'confirm') {
      setRefusal(null);
      setPriceChange(null);
      setPin('');
      setPinError(null);
    }
    // Placed: the card is not kept a moment longer than the placement needed it.
    if (step === 'done') setCard(emptyCard());
    if (shownStep === 'done' && result) {
      setResult(null);
      setKey(newIdempotencyKey());
      setAgree(false);
    }
  }

  const lines: CheckoutLines | null = query.buy ? { buy: query.buy } : query.lines.length > 0 ? { cartItemIds: query.lines } : null;
  const active = hasLogin && lines !== null && step !== 'cart' && step !== 'done';
  const addresses = useAddresses();
  // Priced for the address chosen (its country decides the delivery channels), else the default one.
  const addressId = addresses.data?.some((a) => a.id === query.addressId) ? query.addressId : null;
  const summaryRequest = active ? { lines, addressId, shipping: shippingParam(query.shipping), coupons: query.coupons } : null;
  const summary = useCheckoutSummary(summaryRequest);
  const coupons = useCouponChoice(summaryRequest, summary.data, (codes) => change({ coupons: codes }));
  const cart = useCart();
  const place = usePlaceCheckout(summaryRequest);

  // The cart step is the cart page's own.
  if (step === 'cart') return null;
  if (step === 'done') {
    if (!result) return <Navigate to={ORDERS_PATH} replace />;
    const paid = (order: CheckoutPlaced['orders'][number]) =>
      setResult((was) => was && { ...was, placed: { ...was.placed, orders: was.placed.orders.map((o) => (o.id === order.id ? order : o)) } });
    return <PlacedScreen result={result} onPaid={paid} />;
  }
  if (!hasLogin) return <LoginRedirect reason="visit" />;
  if (!lines) return <Navigate to={CART_PATH} replace />;

  const list = addresses.data ?? [];
  const fallbackAddress = list.find((a) => a.is_default === 1) ?? list[0];
  const address = list.find((a) => a.id === query.addressId);
  const data = summary.data;
  const cartNames = new Map(cart.data?.shops.flatMap((shop) => shop.items.map((item) => [item.id, item.name] as const)));
  const requested = query.lines.map((id) => ({ key: id, name: cartNames.get(id) ?? '' }));
  const summaryRefusal = summary.isError ? refusalOf(summary.error, (field) => lineOf(field, query, cart.data, requested)) : null;
  const walletShort = data !== undefined && data.balance < data.total;
  const pay = query.pay === 'wallet' && walletShort ? null : query.pay;

  // A step is reached only with what it needs: an address from delivery on, a payment to confirm.
  if (step !== 'shipment' && addresses.isSuccess && !address) return <Navigate to={{ search: checkoutSearch(query, 'shipment') }} replace />;
  if (step === 'confirm' && data && (!pay || (pay === 'card' && Object.keys(ownCardProblems()).length > 0))) {
    return <Navigate to={{ search: checkoutSearch(query, 'payment') }} replace />;
  }

  const steps = stepsOf(query.buy);
  const chosenAddress = query.addressId && list.some((a) => a.id === query.addressId) ? query.addressId : (fallbackAddress?.id ?? null);
  const lineErrors = new Map<number, string>();
  for (const problem of [summaryRefusal, refusal]) if (problem?.about === 'line' && problem.line) lineErrors.set(problem.line.key, problem.message);

  const placeOrder = async () => {
    if (placing.current || !data || !address || !pay) return;
    if (!agree) return setAgreeError(t('checkout.errors.mustAgree'));
    // Paying from the wallet asks its PIN (issue 23): six digits before anything is sent.
    const pinShort = pay === 'wallet' ? pinProblem(t, pin) : null;
    if (pinShort) return setPinError(pinShort);
    setRefusal(null);
    setPriceChange(null);
    // A second click before the page shows the first is busy does nothing; a retry after an answer reuses the key.
    placing.current = true;
    try {
      const inStripe = pay === 'card' && cardElementKey ? stripeCard.current : null;
      if (pay === 'card' && cardElementKey) {
        // Stripe checks the card before anything is placed; its form not loaded, nothing is placed.
        const problem = inStripe ? await inStripe.submit() : t('checkout.cardFormUnavailable');
        if (problem) return setRefusal({ about: 'payment', message: problem });
      }
      const outcome = await place.mutateAsync({
        lines,
        addressId: address.id,
        shipping: shippingParam(query.shipping),
        coupons: query.coupons,
        payment: pay,
        card: pay === 'card' && !cardElementKey ? card : null,
        stripeCard: inStripe,
        remark,
        pin: pay === 'wallet' ? pin : undefined,
        idempotencyKey: key,
        expectedTotal: data.total,
      });
      if ('priceChanged' in outcome) {
        // Nothing placed: the new summary is on the page now; confirming it is a new attempt.
        setPriceChange({ was: data.total });
        setKey(newIdempotencyKey());
        return;
      }
      // Paid, or placed to be paid at the door; or declined, the orders waiting unpaid (the placed screen tells).
      setResult({ placed: outcome.placed, summary: data, payment: pay });
      go('done', {}, true);
    } catch (error) {
      if (error instanceof ApiError && error.isNetwork) return setRefusal({ about: 'other', message: t('checkout.errors.retrySafe') });
      const fresh =
        error instanceof ApiError && [ErrorCode.productFailure, ErrorCode.insufficientStock].includes(error.code as never)
          ? (await cart.refetch()).data
          : cart.data;
      const refused = refusalOf(error, (field) => lineOf(field, query, fresh, linesListed(data)));
      // A refused PIN is typed again from the start.
      if (refused.about === 'pin') setPin('');
      setRefusal(refused);
    } finally {
      placing.current = false;
    }
  };

  const paymentNext = () => {
    if (!pay) return setStepError(t('checkout.errors.choosePayment'));
    if (pay === 'card') {
      const problems = ownCardProblems();
      setCardErrors(Object.fromEntries(Object.entries(problems).map(([field, reason]) => [field, t(`checkout.errors.${reason}`)])));
      if (Object.keys(problems).length > 0) return;
    }
    go('confirm');
  };

  const ready = data !== undefined && !summary.isError;
  const actions: Record<Exclude<Step, 'cart' | 'done'>, StepAction> = {
    shipment: {
      label: t('checkout.next.shipment'),
      onClick: () => (chosenAddress ? go('delivery', { addressId: chosenAddress }) : setStepError(t('checkout.errors.chooseAddress'))),
      disabled: addresses.isPending,
      testId: 'checkout-next',
    },
    delivery: { label: t('checkout.next.delivery'), onClick: () => go('payment'), disabled: !ready, testId: 'checkout-next' },
    payment: { label: t('checkout.next.payment'), onClick: paymentNext, disabled: !ready, testId: 'checkout-next' },
    confirm: {
      label: pay === 'cod' || !data ? t('checkout.placeOrder') : t('checkout.placeAndPay', { amount: price(data.total) }),
      barLabel: t('checkout.placeOrder'),
      onClick: placeOrder,
      loading: place.isPending,
      disabled: !ready,
      testId: 'checkout-place',
    },
  };

  const agreeBox = (
    <Checkbox
      mt={wide ? 'md' : undefined}
      checked={agree}
      onChange={(event) => {
        setAgree(event.currentTarget.checked);
        setAgreeError(null);
      }}
      label={t('checkout.agree')}
      error={agreeError ?? (refusal?.about === 'agree' ? refusal.message : undefined)}
      data-testid="checkout-agree"
    />
  );

  const pinField = pay === 'wallet' && (
    <WalletPinField
      value={pin}
      onChange={(next) => {
        setPin(next);
        setPinError(null);
      }}
      error={pinError ?? (refusal?.about === 'pin' ? refusal.message : null)}
      testId="checkout-pin"
    />
  );

  const problem = summaryRefusal && (
    <Alert color="red" role="alert" data-testid="summary-refusal">
      <Stack gap="xs" align="flex-start">
        {summaryRefusal.message}
        {summaryRefusal.about === 'shipping' ? (
          <Button size="compact-sm" variant="light" color="red" onClick={() => change({ shipping: new Map() })}>
            {t('checkout.chooseAgain')}
          </Button>
        ) : summaryRefusal.about === 'address' ? (
          <Button size="compact-sm" variant="light" color="red" onClick={() => go('shipment')} data-testid="summary-refusal-address">
            {t('checkout.chooseAddress')}
          </Button>
        ) : summaryRefusal.about === 'coupon' ? (
          <Button size="compact-sm" variant="light" color="red" onClick={() => change({ coupons: [] })} data-testid="summary-refusal-coupons">
            {t('checkout.couponRemoveAll')}
          </Button>
        ) : summaryRefusal.about === 'line' || summaryRefusal.about === 'lines' ? (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => navigate(query.buy ? `/pages/prouduct/detail?id=${query.buy.product_id}` : CART_PATH)}
            data-testid="summary-refusal-back"
          >
            {query.buy ? t('checkout.backToProduct') : t('checkout.backToCart')}
          </Button>
        ) : (
          <Button size="compact-sm" variant="light" color="red" onClick={() => summary.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
  const waiting = <Skeleton height={200} radius="md" />;

  let content: ReactNode;
  if (step === 'shipment') {
    content = (
      <ShipmentStep
        addresses={list}
        loading={addresses.isPending}
        chosen={chosenAddress}
        onChoose={(id) => {
          setStepError(null);
          change({ addressId: id });
        }}
        error={stepError}
      />
    );
  } else if (problem) content = problem;
  else if (!data || !address) content = waiting;
  else if (step === 'delivery') {
    content = (
      <DeliveryStep
        summary={data}
        address={address}
        onShipping={(shopId, code) => change({ shipping: new Map([...data.shops.map((s) => [s.shop.id, s.shipping.code] as const), [shopId, code]]) })}
        onChangeAddress={() => go('shipment')}
        lineErrors={lineErrors}
        shopCoupon={(shop) => <ShopCouponPicker shop={shop} summary={data} choice={coupons} />}
        coupons={<CouponSection summary={data} choice={coupons} />}
      />
    );
  } else if (step === 'payment') {
    content = (
      <Stack gap="sm" data-testid="checkout-payment">
        <Title order={1} fz="lg">
          {t('checkout.steps.payment')}
        </Title>
        <PaymentChoice
          total={data.total}
          balance={data.balance}
          method={pay}
          onMethod={(method) => {
            setStepError(null);
            change({ pay: method });
          }}
          card={card}
          onCard={(next) => {
            setCard(next);
            setCardErrors({});
          }}
          cardErrors={cardErrors}
          error={stepError}
          cardForm={
            cardElementKey ? (
              <Text fz="sm" c="dimmed" data-testid="card-on-confirm">
                {t('checkout.cardOnConfirm')}
              </Text>
            ) : undefined
          }
        />
        <Textarea
          label={t('checkout.remark')}
          description={t('common.optional')}
          placeholder={t('checkout.remarkPlaceholder')}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="checkout-remark"
        />
      </Stack>
    );
  } else {
    content = (
      <ConfirmStep
        summary={data}
        address={address}
        payment={pay ?? 'cod'}
        card={card}
        remark={remark}
        refusal={refusal}
        lineErrors={lineErrors}
        onGo={(to) => go(to)}
        agreeBox={wide ? undefined : agreeBox}
        pinField={wide ? undefined : pinField}
        notice={priceChange && <PriceChangedNotice change={priceChange} now={data.total} />}
        cardForm={
          cardElementKey ? <StripeCard publishableKey={cardElementKey} amount={data.total} onReady={(handle) => (stripeCard.current = handle)} /> : undefined
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <CheckoutStepper steps={steps} active={step} onStep={(to) => (to === 'cart' ? navigate(CART_PATH) : go(to))} />
      <CheckoutLayout
        summary={data}
        action={actions[step]}
        aside={
          step === 'confirm' && wide ? (
            <>
              {pinField && <Stack mt="md">{pinField}</Stack>}
              {agreeBox}
            </>
          ) : undefined
        }
      >
        {content}
      </CheckoutLayout>
    </Stack>
  );
}
