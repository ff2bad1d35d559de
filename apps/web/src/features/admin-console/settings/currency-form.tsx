/**
 * Adding or editing a currency: its three-letter code (fixed once added), name, symbol, rate
 * (units per US dollar, up to 6 decimals), the decimals its prices show (a new code starts at its
 * ISO 4217 number until the operator types one), whether buyers are offered it, and its place. The
 * base currency (USD) stays offered at rate 1. Checked as typed; the server's refusal of a field
 * shows under it.
 */
import { defaultCurrencyDecimals, MAX_CURRENCY_DECIMALS } from '@agora/contract/locale';
import { type CurrencyAdmin, MAX_CURRENCY_RATE } from '@agora/contract/settings-admin';
import { Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { FormFooter } from '../components/form-footer';
import { NO_REFUSAL, type Refusal, refusalFor } from '../money/refusal';
import { useSaveCurrency } from './settings-api';

const FIELDS = ['code', 'symbol', 'rate', 'decimals', 'enabled', 'sort'] as const;
const CODE = /^[A-Z]{3}$/;
export const BASE_CURRENCY = 'USD';

interface Draft {
  code: string;
  symbol: string;
  rate: string | number;
  decimals: string | number;
  /** The operator typed the decimals: a new code no longer suggests its own. */
  decimalsTyped: boolean;
  enabled: 0 | 1;
  sort: string | number;
}

const draftOf = (currency: CurrencyAdmin | null, nextSort: number): Draft =>
  currency ? { ...currency, decimalsTyped: true } : { code: '', symbol: '', rate: '', decimals: 2, decimalsTyped: false, enabled: 1, sort: nextSort };

/** A rate as typed: positive, at most 6 decimals, within bounds. */
function rateOk(rate: string | number): boolean {
  const text = String(rate).trim();
  return /^\d+(\.\d{1,6})?$/.test(text) && Number(text) > 0 && Number(text) <= MAX_CURRENCY_RATE;
}

export function CurrencyForm({
  opened,
  currency,
  nextSort,
  onClose,
}: {
  opened: boolean;
  /** null: a new currency. */
  currency: CurrencyAdmin | null;
  nextSort: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCurrency();
  const [draft, setDraft] = useState<Draft>(() => draftOf(currency, nextSort));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const base = currency?.code === BASE_CURRENCY;

  useEffect(() => {
    if (!opened) return;
    setDraft(draftOf(currency, nextSort));
    setTried(false);
    setRefusal(NO_REFUSAL);
  }, [opened, currency, nextSort]);

  const problems = {
    code: CODE.test(draft.code) ? undefined : t('admin.settings.codeRule'),
    symbol: draft.symbol.trim() === '' ? t('admin.settings.symbolRequired') : undefined,
    rate: rateOk(draft.rate) ? undefined : t('admin.settings.rateRule'),
    decimals: /^[0-3]$/.test(String(draft.decimals).trim()) ? undefined : t('admin.settings.decimalsRule'),
  };
  // Shown as soon as the field has something in it, or after a first try.
  const shown = (field: keyof typeof problems, typed: boolean) => ((tried || typed) && problems[field]) || refusal.fields[field];

  const submit = () => {
    setTried(true);
    if (problems.code || problems.symbol || problems.rate || problems.decimals) return;
    setRefusal(NO_REFUSAL);
    save.mutate(
      {
        code: draft.code,
        symbol: draft.symbol.trim(),
        rate: String(draft.rate).trim(),
        decimals: Number(draft.decimals),
        enabled: draft.enabled,
        sort: Number(draft.sort) || 0,
        is_new: currency ? 0 : 1,
      },
      {
        onSuccess: (saved) => {
          toast.emit({ kind: 'success', message: t('admin.settings.currencySaved', { code: saved.code }) });
          onClose();
        },
        onError: (error) => setRefusal(refusalFor(error, FIELDS)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={currency ? t('admin.settings.editCurrency', { code: currency.code }) : t('admin.settings.addCurrency')}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="currency-form"
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t('admin.settings.code')}
              description={t('admin.settings.codeHint')}
              required
              maxLength={3}
              disabled={currency !== null}
              value={draft.code}
              onChange={(event) => {
                const code = event.currentTarget.value.toUpperCase().replace(/[^A-Z]/g, '');
                setDraft({ ...draft, code, ...(draft.decimalsTyped ? {} : { decimals: defaultCurrencyDecimals(code) }) });
              }}
              error={shown('code', draft.code.length >= 3)}
              data-autofocus
              data-testid="currency-code"
            />
            <TextInput
              label={t('admin.settings.symbol')}
              required
              maxLength={8}
              value={draft.symbol}
              onChange={(event) => setDraft({ ...draft, symbol: event.currentTarget.value })}
              error={shown('symbol', false)}
              data-testid="currency-symbol"
            />
          </Group>
          <NumberInput
            label={t('admin.settings.rate')}
            description={base ? t('admin.settings.baseRate') : t('admin.settings.rateHint', { code: draft.code || '…' })}
            required
            disabled={base}
            decimalScale={6}
            allowNegative={false}
            hideControls
            clampBehavior="none"
            value={draft.rate}
            onChange={(rate) => setDraft({ ...draft, rate })}
            error={shown('rate', String(draft.rate) !== '')}
            data-testid="currency-rate"
          />
          <NumberInput
            label={t('admin.settings.decimals')}
            description={t('admin.settings.decimalsHint')}
            required
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={MAX_CURRENCY_DECIMALS}
            value={draft.decimals}
            onChange={(decimals) => setDraft({ ...draft, decimals, decimalsTyped: true })}
            error={shown('decimals', String(draft.decimals) !== '')}
            data-testid="currency-decimals"
          />
          <Group grow align="flex-end">
            <NumberInput
              label={t('admin.settings.order')}
              description={t('admin.settings.orderHint')}
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={10_000}
              value={draft.sort}
              onChange={(sort) => setDraft({ ...draft, sort })}
              error={refusal.fields.sort}
            />
            <Switch
              label={t('admin.settings.offered')}
              description={base ? t('admin.settings.baseOffered') : undefined}
              disabled={base}
              checked={draft.enabled === 1}
              onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked ? 1 : 0 })}
              error={refusal.fields.enabled}
              mb={6}
            />
          </Group>
          <FormFooter
            message={refusal.message}
            pending={save.isPending}
            onCancel={onClose}
            cancelLabel={t('admin.settings.cancel')}
            submitLabel={t('admin.settings.save')}
            submitTestId="currency-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
