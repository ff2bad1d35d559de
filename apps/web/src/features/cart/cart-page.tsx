/**
 * `/pages/cart/cart`: the cart and the checkout (cart → shipment → delivery → payment → confirm).
 * The cart step is this page's own; the steps after it (features/checkout) load when the buyer
 * checks out, so the cart opens as fast as before and the first page does not list their code.
 * Checking out asks a guest to log in first (their cart joins the account's and they come back
 * here); a buyer goes on with the selected lines (`?step=shipment&lines=…`).
 */
import { Alert, Box, Button, Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyPart } from '../../lib/lazy-part';
import { checkoutSearch, readCheckoutQuery } from '../checkout/checkout-query';
import { askToLogIn } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { CART_PATH } from './cart-buttons';
import { CartStep } from './cart-step';

/** The steps' code could not be loaded (offline): a way to try again. */
function StepsRetry() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('common.offlineTitle')}>
      <Stack gap="xs" align="flex-start">
        {t('common.chunkFailed')}
        <Button size="compact-sm" variant="light" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

const CheckoutSteps = lazyPart(() => import('../checkout/checkout-page'), StepsRetry);
const CartStepper = lazyPart(() => import('../checkout/checkout-stepper').then((m) => ({ default: m.CartStepper })));

export default function CartPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hasLogin = useHasLogin();
  const query = readCheckoutQuery(params);

  if (query.step !== 'cart') {
    return (
      <Suspense fallback={<Skeleton height={320} radius="md" />}>
        <CheckoutSteps />
      </Suspense>
    );
  }
  const checkout = (ids: number[]) => {
    if (!hasLogin) askToLogIn(navigate, { returnTo: CART_PATH, reason: 'visit', action: null });
    else navigate({ search: checkoutSearch(query, 'shipment', { lines: ids }) });
  };
  return (
    <Stack gap="md">
      {/* The stepper's room is kept while its code arrives: nothing jumps. */}
      <Box mih={{ base: 58, sm: 32 }}>
        <Suspense fallback={null}>
          <CartStepper />
        </Suspense>
      </Box>
      <CartStep onCheckout={checkout} />
    </Stack>
  );
}
