/**
 * The frame's own login form: on `seller.`/`admin.` hosts the storefront's login page is on
 * another origin, so the area logs in here with the same call (POST /api/customer/login/account).
 */
import { Alert, Button, Checkbox, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useLogin } from '../session/api';

export function AreaLogin({ expired }: { expired?: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '', remember: false },
    validate: {
      email: (v) => (v.trim() ? null : t('backOffice.login.emailRequired')),
      password: (v) => (v ? null : t('backOffice.login.passwordRequired')),
    },
  });
  const failure = login.error instanceof ApiError ? login.error.message : null;

  return (
    <Paper withBorder shadow="sm" p="lg" maw={380} mx="auto" mt="xl" w="100%">
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="sm">
          <Title order={1} fz="h3">
            {t('backOffice.login.title')}
          </Title>
          {expired && !failure && (
            <Alert color="yellow" role="status">
              {t('backOffice.login.handoffExpired')}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label={t('backOffice.login.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label={t('backOffice.login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Checkbox label={t('backOffice.login.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Button type="submit" loading={login.isPending}>
            {t('backOffice.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
