/**
 * Sets (or changes) the six-digit wallet PIN with the account password (issue 23): withdrawing and
 * paying from the wallet ask for it. A wrong password is said beside it.
 * @example <WalletPinForm onDone={() => setChanging(false)} />
 */
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../auth/server-errors';
import { useSetWalletPin } from './withdraw-api';

export function WalletPinForm({ changing = false, onDone }: { changing?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSetWalletPin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: { pin: '', confirm: '', password: '' },
    validate: {
      pin: (value) => (/^\d{6}$/.test(value) ? null : t('walletPin.sixDigits')),
      confirm: (value, values) => (value === values.pin ? null : t('walletPin.mismatch')),
      password: (value) => (value ? null : t('walletPin.passwordRequired')),
    },
  });
  const submit = form.onSubmit(async ({ pin, password }) => {
    setAlert(null);
    try {
      await save.mutateAsync({ pin, password });
      form.reset();
      onDone?.();
    } catch (error) {
      setAlert(applyServerError(error, form.setFieldError, ['pin', 'password']));
    }
  });
  const digits = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };
  return (
    <form onSubmit={submit} noValidate data-testid="wallet-pin-form">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t(changing ? 'walletPin.changeIntro' : 'walletPin.intro')}
        </Text>
        {alert && <Alert color="red">{alert}</Alert>}
        <Group grow align="flex-start" wrap="wrap">
          <PasswordInput label={t('walletPin.pin')} required miw={140} {...digits} data-testid="wallet-pin-new" {...form.getInputProps('pin')} />
          <PasswordInput label={t('walletPin.confirm')} required miw={140} {...digits} data-testid="wallet-pin-confirm" {...form.getInputProps('confirm')} />
        </Group>
        <PasswordInput
          label={t('walletPin.password')}
          required
          autoComplete="current-password"
          data-testid="wallet-pin-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending} data-testid="wallet-pin-save">
            {t('walletPin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
