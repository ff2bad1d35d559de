/**
 * The checkout's steps (Mantine Stepper): the steps done can be gone back to; the steps ahead
 * cannot be skipped to. From tablets up each step is named; a phone names the current one under
 * the icons ("Step 2 of 5 · Shipment").
 * @example <CheckoutStepper steps={['cart', 'shipment', …]} active="delivery" onStep={(step) => go(step)} />
 */
import { Stepper, Text } from '@mantine/core';
import { IconCreditCard, IconListCheck, IconMapPin, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Step, stepsOf } from './checkout-query';
import './checkout.css';

const ICONS = { cart: IconShoppingCart, shipment: IconMapPin, delivery: IconTruckDelivery, payment: IconCreditCard, confirm: IconListCheck } as const;

export function CheckoutStepper({ steps, active, onStep }: { steps: readonly Exclude<Step, 'done'>[]; active: Step; onStep: (step: Step) => void }) {
  const { t } = useTranslation();
  const index = active === 'done' ? steps.length : steps.indexOf(active as Exclude<Step, 'done'>);
  return (
    <nav aria-label={t('checkout.stepsLabel')} data-testid="checkout-stepper" data-step={active}>
      <Stepper
        active={index}
        onStepClick={(i) => steps[i] && i < index && onStep(steps[i])}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={32}
        className="agora-checkout-stepper"
        classNames={{ stepBody: 'agora-checkout-step-body' }}
      >
        {steps.map((step, i) => {
          const Icon = ICONS[step];
          return (
            <Stepper.Step
              key={step}
              label={t(`checkout.steps.${step}`)}
              icon={<Icon size={18} stroke={1.7} aria-hidden />}
              aria-label={`${t(`checkout.steps.${step}`)}${i === index ? ` (${t('checkout.currentStep')})` : ''}`}
              data-testid={`checkout-step-${step}`}
            />
          );
        })}
      </Stepper>
      {index < steps.length && (
        <Text hiddenFrom="sm" fz="sm" fw={600} mt={6} data-testid="checkout-step-name">
          {t('checkout.stepOf', { n: index + 1, total: steps.length })} · {t(`checkout.steps.${steps[index]}`)}
        </Text>
      )}
    </nav>
  );
}

/** The stepper on the cart step (the cart page loads it lazily). */
export function CartStepper() {
  return <CheckoutStepper steps={stepsOf(null)} active="cart" onStep={() => undefined} />;
}
