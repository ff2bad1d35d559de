/**
 * Currencies: what buyers may pay and see prices in. Each row shows the code and name, the
 * symbol, the rate per US dollar, the decimals prices show, whether it is offered (a switch) and
 * its place in the storefront's menu (up and down). A new rate shows in the storefront on its next
 * load; amounts stay in US cents.
 */
import type { CurrencyAdmin } from '@agora/contract/settings-admin';
import { Button, Code, Stack, Switch, Text } from '@mantine/core';
import { IconCirclePlus, IconCurrencyDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { localeTag } from '../../../lib/i18n';
import { EmptyState } from '../../system/empty-state';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { BASE_CURRENCY, CurrencyForm } from './currency-form';
import { OrderButtons } from './order-buttons';
import { reorder, useAdminCurrencies, useSaveCurrency } from './settings-api';

export default function CurrenciesPage() {
  const { t, i18n } = useTranslation();
  const currencies = useAdminCurrencies();
  const save = useSaveCurrency();
  const [form, setForm] = useState<{ opened: boolean; currency: CurrencyAdmin | null }>({ opened: false, currency: null });
  const rows = currencies.data ?? [];
  const rate = new Intl.NumberFormat(localeTag(i18n.language), { maximumFractionDigits: 6 });
  const failed = (error: unknown) => toast.emit({ kind: 'error', message: error instanceof ApiError ? errorText(error) : t('common.requestError') });
  const saveRow = (row: CurrencyAdmin, changes: Partial<Pick<CurrencyAdmin, 'enabled' | 'sort'>>) =>
    save.mutateAsync({ code: row.code, symbol: row.symbol, rate: String(row.rate), ...changes });

  const move = async (index: number, step: -1 | 1) => {
    try {
      for (const { row, sort } of reorder(rows, index, step)) await saveRow(row, { sort });
    } catch (error) {
      failed(error);
    }
  };

  const columns: Column<CurrencyAdmin>[] = [
    {
      key: 'code',
      label: t('admin.settings.code'),
      render: (row) => (
        <Stack gap={0}>
          <Code fw={700} data-testid="currency-row-code">
            {row.code}
          </Code>
          <Text fz="xs" c="dimmed">
            {row.name}
          </Text>
        </Stack>
      ),
    },
    { key: 'symbol', label: t('admin.settings.symbol'), nowrap: true, render: (row) => row.symbol },
    {
      key: 'rate',
      label: t('admin.settings.rate'),
      nowrap: true,
      render: (row) => <span data-testid="currency-row-rate">{t('admin.settings.ratePerDollar', { rate: rate.format(row.rate), code: row.code })}</span>,
    },
    { key: 'decimals', label: t('admin.settings.decimals'), nowrap: true, render: (row) => <span data-testid="currency-row-decimals">{row.decimals}</span> },
    {
      key: 'enabled',
      label: t('admin.settings.offered'),
      render: (row) => (
        <Switch
          aria-label={t('admin.settings.offerCurrency', { code: row.code })}
          checked={row.enabled === 1}
          disabled={row.code === BASE_CURRENCY || save.isPending}
          onChange={(event) => saveRow(row, { enabled: event.currentTarget.checked ? 1 : 0 }).catch(failed)}
        />
      ),
    },
    {
      key: 'order',
      label: t('admin.settings.order'),
      render: (row) => {
        const index = rows.indexOf(row);
        return <OrderButtons name={row.code} first={index === 0} last={index === rows.length - 1} busy={save.isPending} onMove={(step) => move(index, step)} />;
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.nav.currencies')}
        intro={t('admin.settings.currenciesIntro')}
        action={
          <Button leftSection={<IconCirclePlus size={16} />} onClick={() => setForm({ opened: true, currency: null })} data-testid="currency-add">
            {t('admin.settings.addCurrency')}
          </Button>
        }
      />
      <DataList
        rows={rows}
        columns={columns}
        rowKey={(row) => row.code}
        loading={currencies.isPending}
        caption={t('admin.nav.currencies')}
        empty={<EmptyState icon={IconCurrencyDollar} title={t('admin.settings.noCurrencies')} />}
        actions={(row) => (
          <Button size="xs" variant="light" onClick={() => setForm({ opened: true, currency: row })} data-testid="currency-edit">
            {t('admin.settings.edit')}
          </Button>
        )}
      />
      <CurrencyForm
        opened={form.opened}
        currency={form.currency}
        nextSort={rows.reduce((max, row) => Math.max(max, row.sort + 1), 0)}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </>
  );
}
