/**
 * Register: full name, email, phone (WhatsApp), password twice, invitation code (`?code=`), terms.
 * Sent here from the login page, the buyer goes back afterwards to where logging in would have
 * taken them (session/login-intent.ts): the checkout with their buy-now line, the cart.
 */
import { PASSWORD_MIN_LENGTH } from '@agora/contract/auth';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegister } from '../session/api';
import { loginIntent, useKeptLoginState, useLoginReason } from '../session/login-intent';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { applyServerError } from './server-errors';
import { validators } from './validators';

const FIELDS = ['firstname', 'email', 'phone', 'password', 'confirm_password', 'invitation_code', 'agree'];

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  useLoginReason();
  const kept = useKeptLoginState();
  const [alert, setAlert] = useState<string | null>(null);
  const v = validators(t);
  const form = useForm({
    initialValues: { firstname: '', email: '', phone: '', password: '', confirm_password: '', invitation_code: params.get('code') ?? '', agree: false },
    validate: {
      firstname: v.required,
      email: v.email,
      phone: v.phone,
      password: v.password,
      confirm_password: (value, values) => v.sameAs(values.password)(value),
      agree: (value) => (value ? null : t('validation.agree')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await register.mutateAsync(values);
      navigate(loginIntent.takeReturnTo() ?? '/pages/mine/dashboard', { replace: true });
    } catch (error) {
      setAlert(applyServerError(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} alert={alert}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('auth.firstname')} autoComplete="name" required {...form.getInputProps('firstname')} />
          <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PhoneField {...form.getInputProps('phone')} />
          <PasswordField
            label={t('auth.password')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm_password')} />
          <TextInput label={`${t('auth.invitationCode')} (${t('common.optional')})`} autoComplete="off" {...form.getInputProps('invitation_code')} />
          <Checkbox
            label={
              <>
                {t('auth.agreePrefix')}{' '}
                <Anchor component={Link} to="/pages/policy/terms" target="_blank" inherit>
                  {t('auth.terms')}
                </Anchor>
              </>
            }
            {...form.getInputProps('agree', { type: 'checkbox' })}
          />
          <Button type="submit" loading={register.isPending} fullWidth size="md">
            {t('auth.registerSubmit')}
          </Button>
          <Text fz="sm" ta="center">
            {t('auth.haveAccount')}{' '}
            <Anchor component={Link} to="/pages/users/login" state={kept}>
              {t('auth.goLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
