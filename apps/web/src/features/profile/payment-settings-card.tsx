/**
 * Payment settings on the profile page: where withdrawals go. The server answers every value
 * masked (`****6789`), so the form starts from the masked values and sends only the fields the
 * buyer changed (an emptied one is cleared), with the account password.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { BankField, PaymentSettings } from '@agora/contract/withdrawals';
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { localeTag } from '../../lib/i18n';
import { PasswordField } from '../auth/password-field';
import { applyServerError } from '../auth/server-errors';
import { Panel } from '../system/panel';
import { usePaymentSettings, useSavePaymentSettings } from './payment-settings-api';

/**
 * The contract's BANK_FIELDS, typed against it: importing the value would make the contract's
 * withdrawals module a chunk shared with the wallet page, one more name on the full first page.
 */
const BANK_FIELDS: BankField[] = ['bank_name', 'account_name', 'account_number', 'routing_number'];

interface Row {
  field: string;
  label: string;
  value: string;
}

function useRows(settings: PaymentSettings): Row[] {
  const { t } = useTranslation();
  return [
    ...settings.wallets.map((wallet) => ({ field: wallet.field, label: t('paymentSettings.walletAddress', { name: wallet.name }), value: wallet.address })),
    ...BANK_FIELDS.map((field) => ({ field, label: t(`paymentSettings.${field}`), value: settings[field] })),
  ];
}

/** Withdrawals asked for before `flagged_until` are checked by an operator: say so while it lasts. */
function RecentChange({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation();
  if (!until || new Date(until).getTime() <= Date.now()) return null;
  const time = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until));
  return (
    <Alert color="yellow" data-testid="payment-settings-recent">
      {t('paymentSettings.recentChange', { time })}
    </Alert>
  );
}

function Values({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {rows.map((row) => (
        <Group key={row.field} justify="space-between" wrap="nowrap" gap="sm">
          <Text fz="sm" c="dimmed" style={{ minWidth: 0 }}>
            {row.label}
          </Text>
          <Text fz="sm" ff={row.value ? 'monospace' : undefined} c={row.value ? undefined : 'dimmed'} data-testid={`payment-value-${row.field}`}>
            {row.value || t('paymentSettings.notSet')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function EditForm({ rows, onDone }: { rows: Row[]; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePaymentSettings();
  const [alert, setAlert] = useState<string | null>(null);
  const initial = Object.fromEntries(rows.map((row) => [row.field, row.value]));
  const form = useForm({
    initialValues: { ...initial, password: '' } as Record<string, string>,
    validate: { password: (value) => (value ? null : t('paymentSettings.passwordRequired')) },
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const changed: Record<string, string> = {};
    for (const row of rows) {
      const value = (values[row.field] ?? '').trim();
      if (value !== row.value) changed[row.field] = value;
    }
    if (Object.keys(changed).length === 0) {
      setAlert(t('paymentSettings.nothingChanged'));
      return;
    }
    try {
      await save.mutateAsync({ ...changed, password: values.password ?? '' });
      toast.emit({ message: t('paymentSettings.saved'), kind: 'success' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.accountDataWrong && error.field === 'password') {
        form.setFieldError('password', t('paymentSettings.wrongPassword'));
        return;
      }
      setAlert(applyServerError(error, form.setFieldError, [...rows.map((row) => row.field), 'password']));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="payment-settings-form">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('paymentSettings.editHint')}
        </Text>
        {alert && <Alert color="red">{alert}</Alert>}
        {rows.map((row) => (
          <TextInput
            key={row.field}
            label={row.label}
            autoComplete="off"
            spellCheck={false}
            data-testid={`payment-input-${row.field}`}
            {...form.getInputProps(row.field)}
          />
        ))}
        <PasswordField
          label={t('paymentSettings.password')}
          description={t('paymentSettings.passwordHint')}
          autoComplete="current-password"
          required
          data-testid="payment-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('paymentSettings.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="payment-save">
            {t('paymentSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Body({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const rows = useRows(settings);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      <RecentChange until={settings.flagged_until} />
      {editing ? (
        <EditForm rows={rows} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Values rows={rows} />
          <Group justify="flex-end">
            <Button variant="light" onClick={() => setEditing(true)} data-testid="payment-edit">
              {t('paymentSettings.edit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function PaymentSettingsCard() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  return (
    <Panel title={t('profile.payment')} description={t('profile.paymentBody')} testId="payment-settings">
      {settings.isPending ? (
        <Skeleton height={160} />
      ) : settings.data ? (
        <Body settings={settings.data} />
      ) : (
        <Alert color="red">{t('common.requestError')}</Alert>
      )}
    </Panel>
  );
}
