/**
 * Changing the password: the current one, the new one twice. On success the server ends every
 * other session of the account and keeps this one; the form says so and empties itself.
 */
import { PASSWORD_MIN_LENGTH } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { PasswordField } from '../auth/password-field';
import { applyServerError } from '../auth/server-errors';
import { validators } from '../auth/validators';
import { Panel } from '../system/panel';
import { useUpdateUser } from './api';

const FIELDS = ['old_password', 'password', 'confirm_password'];
const EMPTY = { old_password: '', password: '', confirm_password: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [alert, setAlert] = useState<string | null>(null);
  const v = validators(t);
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      old_password: v.required,
      password: v.password,
      confirm_password: (value, values) => v.sameAs(values.password)(value),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await update.mutateAsync(values);
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      toast.emit({ message: t('profile.passwordChanged'), kind: 'success' });
    } catch (error) {
      // "Not valid" about the current password means it is wrong: say that, in the form's words.
      if (error instanceof ApiError && error.code === ErrorCode.accountDataWrong && error.field === 'old_password' && error.reason === 'invalid') {
        form.setFieldError('old_password', t('profile.wrongCurrentPassword'));
        return;
      }
      setAlert(applyServerError(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <Panel title={t('profile.passwordTitle')} description={t('profile.passwordHint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {alert && <Alert color="red">{alert}</Alert>}
          <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" required {...form.getInputProps('old_password')} />
          <PasswordField
            label={t('profile.newPassword')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm_password')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="password-save">
              {t('profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
