/**
 * Payment settings on the profile page: where withdrawals go. The server answers every value
 * masked (`****6789`), so the form starts from the masked values and sends only the fields the
 * buyer changed (an emptied one is cleared), with the account password. The bank's country picks
 * the bank fields shown (IBAN + BIC, routing number, IFSC…), from the contract's table the server
 * checks with (issue 23).
 */
import { ErrorCode } from '@agora/contract/errors';
import { type BankFieldRule, bankRuleOf, PAYOUT_COUNTRIES } from '@agora/contract/payout-banks';
import type { BankField, PaymentSettings } from '@agora/contract/withdrawals';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { localeTag } from '../../lib/i18n';
import { PasswordField } from '../auth/password-field';
import { applyServerError } from '../auth/server-errors';
import { Panel } from '../system/panel';
import { usePaymentSettings, useSavePaymentSettings } from './payment-settings-api';

/** The wallet addresses' fields (`wallet_<code>`); the bank's country comes after them, before the bank's fields. */
const WALLET_PREFIX = 'wallet_';

/** Details saved before countries were asked (country ''): the four fields of then. */
const LEGACY_FIELDS: BankFieldRule[] = [
  { name: 'bank_name', required: true },
  { name: 'account_name', required: true },
  { name: 'account_number', required: true },
  { name: 'routing_number', required: false },
];
/** Before a country is picked: only the holder, the rest depends on it. */
const HOLDER_FIELDS = LEGACY_FIELDS.slice(0, 2);

interface Row {
  field: string;
  label: string;
  value: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * The bank fields `country` asks for (contract payout-banks.ts, the table the server checks
 * with); with no country, the old four when any is set, else only the holder.
 */
function bankFieldsFor(country: string, settings: PaymentSettings): BankFieldRule[] {
  const rule = country ? bankRuleOf(country) : null;
  if (rule) return rule.fields;
  return LEGACY_FIELDS.some((field) => settings[field.name as BankField] !== '') ? LEGACY_FIELDS : HOLDER_FIELDS;
}

function useRows(settings: PaymentSettings, country: string): Row[] {
  const { t } = useTranslation();
  return [
    ...settings.wallets.map((wallet) => ({ field: wallet.field, label: t('paymentSettings.walletAddress', { name: wallet.name }), value: wallet.address })),
    ...bankFieldsFor(country, settings).map((rule) => ({
      field: rule.name,
      label: rule.name === 'bank_code' ? t(`paymentSettings.bankCode.${rule.label ?? 'generic'}`) : t(`paymentSettings.${rule.name}`),
      value: settings[rule.name as BankField],
      required: rule.required,
      placeholder: rule.example,
    })),
  ];
}

/** The offered countries by name in the reader's language. */
function useCountryOptions() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([localeTag(i18n.language)], { type: 'region' });
    return PAYOUT_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, localeTag(i18n.language)),
    );
  }, [i18n.language]);
}

function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([localeTag(language)], { type: 'region' }).of(code) ?? code;
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

function Values({ rows, country }: { rows: Row[]; country: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6}>
      {country && (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('paymentSettings.country')}
          </Text>
          <Text fz="sm" data-testid="payment-value-country">
            {countryName(country, i18n.language)}
          </Text>
        </Group>
      )}
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

function EditForm({ settings, onDone }: { settings: PaymentSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePaymentSettings();
  const [alert, setAlert] = useState<string | null>(null);
  const [country, setCountry] = useState(settings.country);
  const countries = useCountryOptions();
  const rows = useRows(settings, country);
  // Every field any country may show starts from its masked value, so switching back and forth keeps them.
  const initial = Object.fromEntries(useRows(settings, '').map((row) => [row.field, row.value]));
  for (const field of ['iban', 'bic', 'bank_code', 'account_number', 'routing_number'] as const) initial[field] = settings[field];
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
    if (country !== settings.country) changed.country = country;
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
        {rows
          .filter((row) => row.field.startsWith(WALLET_PREFIX))
          .map((row) => (
            <TextInput
              key={row.field}
              label={row.label}
              required={row.required && country !== ''}
              placeholder={row.placeholder}
              autoComplete="off"
              spellCheck={false}
              data-testid={`payment-input-${row.field}`}
              {...form.getInputProps(row.field)}
            />
          ))}
        <Select
          label={t('paymentSettings.country')}
          description={t('paymentSettings.countryHint')}
          placeholder={t('paymentSettings.countryPick')}
          data={countries}
          value={country || null}
          onChange={(value) => setCountry(value ?? '')}
          searchable
          nothingFoundMessage="—"
          comboboxProps={{ withinPortal: true }}
          data-testid="payment-country"
        />
        {rows
          .filter((row) => !row.field.startsWith(WALLET_PREFIX))
          .map((row) => (
            <TextInput
              key={row.field}
              label={row.label}
              required={row.required && country !== ''}
              placeholder={row.placeholder}
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
  const rows = useRows(settings, settings.country);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      <RecentChange until={settings.flagged_until} />
      {editing ? (
        <EditForm settings={settings} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Values rows={rows} country={settings.country} />
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
