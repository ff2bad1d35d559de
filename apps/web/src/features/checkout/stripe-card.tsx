/**
 * The card in Stripe's Payment Element (when the mall's website config names a publishable key):
 * the card number goes from the buyer's page to Stripe and never to the mall, and 3-D Secure is
 * completed in the page. Stripe.js is fetched from Stripe only here, when a buyer pays by card in
 * a mall configured for it (Stripe requires it be loaded from its own servers). Paying is three
 * steps: `submit` checks the card before the order is placed, the placement answers an intent,
 * `confirm` completes it; the server then reads Stripe's word (`card_check`).
 * @example <StripeCard publishableKey={key} amount={total} onReady={(card) => (stripeCard.current = card)} />
 */

import { Alert, Loader } from '@mantine/core';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StripeCardHandle {
  /** Checks what the buyer typed; answers Stripe's message for a problem, or null. */
  submit(): Promise<string | null>;
  /** Confirms the placed order's intent (3-D Secure in the page); answers Stripe's message for a decline, or null. */
  confirm(clientSecret: string): Promise<string | null>;
}

/** Stripe.js speaks these of our languages under its own codes; the rest read in English. */
const STRIPE_LOCALES: Record<string, string> = { en: 'en', es: 'es', jp: 'ja', id: 'id', zh: 'zh', th: 'th', zhtw: 'zh-TW', pt: 'pt', ms: 'ms', vn: 'vi' };

export function StripeCard({ publishableKey, amount, onReady }: { publishableKey: string; amount: number; onReady: (card: StripeCardHandle | null) => void }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    let gone = false;
    let mounted: { destroy(): void } | null = null;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey, { locale: (STRIPE_LOCALES[i18n.language] ?? 'en') as never });
      if (gone || !stripe || !box.current) return;
      const elements = stripe.elements({ mode: 'payment', amount, currency: 'usd' });
      const element = elements.create('payment', { wallets: { applePay: 'never', googlePay: 'never' } });
      element.mount(box.current);
      mounted = element;
      setState('ready');
      ready.current(handleOf(stripe, elements));
    })().catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      mounted?.destroy();
      ready.current(null);
    };
  }, [publishableKey, amount, i18n.language]);

  return (
    <div data-testid="stripe-card">
      {state === 'loading' && <Loader size="sm" aria-label={t('common.loading')} />}
      {state === 'failed' && (
        <Alert color="red" role="alert">
          {t('checkout.cardFormUnavailable')}
        </Alert>
      )}
      <div ref={box} />
    </div>
  );
}

function handleOf(stripe: Stripe, elements: StripeElements): StripeCardHandle {
  return {
    async submit() {
      const { error } = await elements.submit();
      return error?.message ?? null;
    },
    async confirm(clientSecret) {
      // A card that needs no redirect stays on this page; the return address is for those that do.
      const { error } = await stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
      return error?.message ?? null;
    },
  };
}
