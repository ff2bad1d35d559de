/**
 * Forgot password: e-mail a code (resend after 60 s), then the code and a new password twice, and
 * back to the login page, still knowing where logging in returns to (session/login-intent.ts).
 */
import { RESET_CODE_LENGTH, RESET_CODE_RESEND_SECONDS } from '@agora/contract/auth';
import { Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { useKeptLoginState, useLoginReason } from '../session/login-intent';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { applyServerError } from './server-errors';
import { validators } from './validators';

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export default function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useLoginReason();
  const kept = useKeptLoginState();
  const v = validators(t);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [resendIn, startCountdown] = useCountdown();
  const form = useForm({
    initialValues: { email: '', code: '', password: '', confirm_password: '' },
    validate: (values) =>
      sentTo
        ? { code: v.code(values.code), password: v.password(values.password), confirm_password: v.sameAs(values.password)(values.confirm_password) }
        : { email: v.email(values.email) },
  });

  async function sendCode() {
    if (form.validateField('email').hasError) return;
    setBusy(true);
    setAlert(null);
    try {
      const { resend_after } = await request<{ resend_after: number }>('/customer/password/send_code', { body: { email: form.values.email }, quiet: true });
      setSentTo(form.values.email);
      startCountdown(resend_after || RESET_CODE_RESEND_SECONDS);
    } catch (error) {
      setAlert(applyServerError(error, form.setFieldError, ['email']));
    } finally {
      setBusy(false);
    }
  }

  const submit = form.onSubmit(async (values) => {
    if (!sentTo) return sendCode();
    setBusy(true);
    setAlert(null);
    try {
      await request<null>('/customer/password/reset', { body: { ...values, email: sentTo }, quiet: true });
      toast.emit({ message: t('forgot.done'), kind: 'success' });
      navigate('/pages/users/login', { replace: true, state: kept });
    } catch (error) {
      setAlert(applyServerError(error, form.setFieldError, ['code', 'password', 'confirm_password']));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.intro', { length: RESET_CODE_LENGTH })} alert={alert}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('auth.email')} type="email" autoComplete="email" required disabled={sentTo !== null} {...form.getInputProps('email')} />
          {sentTo === null ? (
            <Button type="submit" loading={busy} fullWidth>
              {t('forgot.sendCode')}
            </Button>
          ) : (
            <>
              <Text fz="sm" role="status">
                {t('forgot.codeSent', { email: sentTo })}
              </Text>
              <div>
                <Text component="label" fz="sm" fw={500} htmlFor="reset-code">
                  {t('forgot.code')}
                </Text>
                <PinInput id="reset-code" length={RESET_CODE_LENGTH} type="number" oneTimeCode aria-label={t('forgot.code')} {...form.getInputProps('code')} />
                {form.errors.code && (
                  <Text c="red" fz="xs" mt={4}>
                    {form.errors.code}
                  </Text>
                )}
              </div>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={sendCode}
                disabled={resendIn > 0}
                loading={busy && resendIn === 0}
                style={{ alignSelf: 'flex-start' }}
              >
                {resendIn > 0 ? t('forgot.resendIn', { seconds: resendIn }) : t('forgot.resend')}
              </Button>
              <PasswordField label={t('forgot.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordField label={t('forgot.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm_password')} />
              <Button type="submit" loading={busy} fullWidth>
                {t('forgot.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
