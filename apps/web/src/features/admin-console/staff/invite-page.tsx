/**
 * The staff invitation link (`#/admin/invite/<token>`), outside the console's login: who invited,
 * for which roles; a new address names itself and sets a password, an existing account just
 * accepts. Then the console's own login form takes over.
 */
import { Alert, Anchor, Button, Center, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { roleList } from './role-names';
import { useAcceptInvite, useStaffInvite } from './staff-api';

export default function InvitePage() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  const invite = useStaffInvite(token);
  const accept = useAcceptInvite();
  const form = useForm({
    initialValues: { firstname: '', password: '' },
    validate: {
      firstname: (v) => (invite.data?.account_exists || v.trim() ? null : t('admin.staff.invite.nameRequired')),
      password: (v) => (invite.data?.account_exists || v.length >= 8 ? null : t('admin.staff.invite.passwordRule')),
    },
  });
  const refused = accept.error instanceof ApiError ? accept.error : null;
  const fieldRefusal = refused?.field === 'firstname' || refused?.field === 'password' ? refused.field : null;

  if (invite.isPending)
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <Paper withBorder shadow="sm" p="lg" maw={440} mx="auto" my="xl" w="calc(100% - 2 * var(--mantine-spacing-md))">
      <Stack gap="sm">
        <Title order={1} fz="h3">
          {t('admin.staff.invite.title')}
        </Title>
        {!invite.data ? (
          <Alert color="yellow" role="alert">
            {t('admin.staff.invite.gone')}
          </Alert>
        ) : accept.isSuccess ? (
          <>
            <Alert color="green" role="status">
              {t('admin.staff.invite.done', { email: invite.data.email })}
            </Alert>
            <Button component={Link} to="../.." relative="path">
              {t('admin.staff.invite.login')}
            </Button>
          </>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((values) =>
              accept.mutate(invite.data.account_exists ? { token } : { token, firstname: values.firstname.trim(), password: values.password }),
            )}
          >
            <Stack gap="sm">
              <Text>{t('admin.staff.invite.intro', { name: invite.data.invited_by, roles: roleList(t, i18n.language, invite.data.roles) })}</Text>
              <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {invite.data.account_exists ? t('admin.staff.invite.existing', { email: invite.data.email }) : invite.data.email}
              </Text>
              {!invite.data.account_exists && (
                <>
                  <TextInput
                    label={t('admin.staff.invite.firstname')}
                    required
                    maxLength={60}
                    autoComplete="name"
                    {...form.getInputProps('firstname')}
                    error={form.errors.firstname ?? (fieldRefusal === 'firstname' && refused ? errorText(refused) : undefined)}
                  />
                  <PasswordInput
                    label={t('admin.staff.invite.password')}
                    description={t('admin.staff.invite.passwordRule')}
                    required
                    autoComplete="new-password"
                    {...form.getInputProps('password')}
                    error={form.errors.password ?? (fieldRefusal === 'password' && refused ? errorText(refused) : undefined)}
                  />
                </>
              )}
              {refused && !fieldRefusal && (
                <Alert color="red" role="alert">
                  {errorText(refused)}
                </Alert>
              )}
              <Button type="submit" loading={accept.isPending}>
                {t('admin.staff.invite.accept')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/" fz="sm">
          {t('admin.staff.invite.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
