/**
 * Base info: photo, full name, phone (WhatsApp) and language; saved together with `update_user`.
 * Beside the phone, whether it is verified, or a way to verify it (phone-status.tsx).
 */
import type { User } from '@agora/contract/auth';
import { resolveLang } from '@agora/contract/locale';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { EmailStatus } from '../account/email-verify-notice';
import { PhoneField } from '../auth/phone-field';
import { applyServerError } from '../auth/server-errors';
import { validators } from '../auth/validators';
import { useLanguages } from '../locale/api';
import { useChooseLanguage } from '../locale/use-choose-language';
import { Panel } from '../system/panel';
import { useUpdateUser } from './api';
import { PhoneStatus } from './phone-status';
import { PhotoPicker } from './photo-picker';

const FIELDS = ['firstname', 'phone', 'avatar', 'lang'];

export function BaseInfoForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateUser();
  const chooseLanguage = useChooseLanguage();
  const { data: languages = [] } = useLanguages();
  const [alert, setAlert] = useState<string | null>(null);
  const v = validators(t);
  const form = useForm({
    // The language shown is the one the buyer reads now; saving makes it the account's too.
    initialValues: { firstname: user.firstname, phone: user.phone, avatar: user.avatar, lang: resolveLang(i18n.language) as string },
    validate: { firstname: v.required, phone: v.phone },
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(values);
      form.resetDirty({ firstname: saved.firstname, phone: saved.phone, avatar: saved.avatar, lang: saved.lang });
      // The language chosen for the account is the one the mall speaks to them in, here too.
      if (saved.lang !== i18n.language) await chooseLanguage(saved.lang);
      toast.emit({ message: t('profile.saved'), kind: 'success' });
    } catch (error) {
      setAlert(applyServerError(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <Panel title={t('profile.baseInfo')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {alert && <Alert color="red">{alert}</Alert>}
          <PhotoPicker value={form.values.avatar} name={form.values.firstname} onChange={(path) => form.setFieldValue('avatar', path)} />
          {form.errors.avatar && (
            <Alert color="red" py={6}>
              {form.errors.avatar}
            </Alert>
          )}
          <TextInput label={t('auth.firstname')} autoComplete="name" required {...form.getInputProps('firstname')} data-testid="profile-firstname" />
          <TextInput
            label={t('auth.email')}
            value={user.email}
            readOnly
            variant="filled"
            description={t('profile.emailFixed')}
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                <EmailStatus email={user.email} verified={user.email_verified} />
              </Group>
            )}
          />
          <PhoneField
            {...form.getInputProps('phone')}
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                <PhoneStatus
                  phone={form.values.phone}
                  verified={user.phone_verified && form.values.phone.trim() === user.phone}
                  onVerified={(phone) => {
                    // The proved number is the account's phone now: the field shows it, saved.
                    form.setFieldValue('phone', phone);
                    form.resetDirty({ ...form.getValues(), phone });
                  }}
                />
              </Group>
            )}
          />
          <NativeSelect
            label={t('profile.language')}
            data={languages.length ? languages.map((l) => ({ value: l.code, label: l.name })) : [{ value: user.lang, label: user.lang }]}
            {...form.getInputProps('lang')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()} data-testid="profile-save">
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
