/**
 * The wallet PIN asked at a wallet payment (issue 23): six masked digits, with the refusal (wrong
 * PIN and the tries left, locked for so many minutes) below it in the buyer's language. A buyer
 * without a PIN gets the form that sets one in its place; once saved, the digits are asked.
 * @example <WalletPinField value={pin} onChange={setPin} error={pinError} testId="checkout-pin" />
 */
import { Alert, Input, PinInput, Skeleton, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { WalletPinForm } from './wallet-pin-form';
import { useWalletPin } from './withdraw-api';

export const PIN_LENGTH = 6;

/** A refusal naming `pin` (pinRequired, wrongPin {left}, pinLocked {minutes}, required), as the buyer reads it; null for any other. */
export function pinRefusalText(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.field !== 'pin') return null;
  return t(`errors.field.${error.reason ?? 'invalid'}`, { ...error.params, label: t('walletPin.pin') });
}

/** Whether the PIN typed so far can be sent; else the sentence to show beside it. */
export const pinProblem = (t: TFunction, pin: string) => (/^\d{6}$/.test(pin) ? null : t('walletPin.sixDigits'));

export function WalletPinField({ value, onChange, error, testId }: { value: string; onChange: (pin: string) => void; error?: string | null; testId: string }) {
  const { t } = useTranslation();
  const status = useWalletPin();
  const id = useId();
  if (status.isPending) return <Skeleton height={44} />;
  if (status.data && !status.data.set) {
    return (
      <Alert color="blue" title={t('walletPin.title')} data-testid={`${testId}-setup`}>
        <WalletPinForm />
      </Alert>
    );
  }
  return (
    <Stack gap={4} data-testid={testId}>
      <Input.Label htmlFor={id} fz="sm">
        {t('walletPin.pin')}
      </Input.Label>
      <Text fz="xs" c="dimmed">
        {t('walletPin.payHint')}
      </Text>
      <PinInput
        id={id}
        length={PIN_LENGTH}
        mask
        type="number"
        inputMode="numeric"
        oneTimeCode={false}
        ariaLabel={t('walletPin.pin')}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        gap={6}
        getInputProps={(index) => ({ 'data-testid': `${testId}-${index}` })}
      />
      {error && (
        <Text fz="sm" c="red.8" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
