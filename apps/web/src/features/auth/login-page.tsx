/**
 * Login: email, password, remember me; links to forgot password and register. A visitor already
 * logged in on this browser is told so, with the way to the account; should a login for that same
 * account still be sent (another tab logged in meanwhile), the server answers 1100006 (spec §8):
 * its message is shown and the account opens.
 */

import { ErrorCode } from '@agora/contract/errors';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { useLogin, useUserInfo } from '../session/api';
import { LOGIN_REASON_TEXT, loginIntent, useKeptLoginState, useLoginReason } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { applyServerError } from './server-errors';
import { validators } from './validators';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const hasLogin = useHasLogin();
  const current = useUserInfo().data;
  const toAccount = () => navigate(loginIntent.takeReturnTo() ?? '/pages/mine/dashboard', { replace: true });
  // Sent here from something that needs an account (a heart): say so, and go back there after.
  const reason = useLoginReason();
  // Signing up or resetting the password instead keeps where to go back to.
  const kept = useKeptLoginState();
  const [alert, setAlert] = useState<string | null>(null);
  const v = validators(t);
  const form = useForm({
    initialValues: { email: '', password: '', remember: true },
    validate: { email: v.email, password: v.required },
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await login.mutateAsync(values);
      toast.emit({ message: t('auth.welcome', { name: result.user.firstname }), kind: 'success' });
      navigate(loginIntent.takeReturnTo() ?? '/pages/mine/dashboard', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.alreadyLoggedIn) {
        toast.emit({ message: error.message, kind: 'success' });
        toAccount();
        return;
      }
      setAlert(applyServerError(error, form.setFieldError, ['email', 'password']));
    }
  });

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t((reason && LOGIN_REASON_TEXT[reason]) || 'auth.loginSubtitle')} alert={alert}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {hasLogin && current && (
            <Alert color="blue" variant="light" data-testid="already-logged-in">
              <Stack gap={6} align="flex-start">
                <Text fz="sm">{t('auth.alreadyLoggedIn', { email: current.user.email })}</Text>
                <Button size="compact-sm" variant="light" onClick={toAccount}>
                  {t('accountMenu.dashboard')}
                </Button>
              </Stack>
            </Alert>
          )}
          <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordField label={t('auth.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox label={t('auth.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Anchor component={Link} to="/pages/users/forgot" state={kept} fz="sm">
              {t('auth.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('auth.loginSubmit')}
          </Button>
          <Text fz="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/pages/users/register" state={kept}>
              {t('auth.goRegister')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
