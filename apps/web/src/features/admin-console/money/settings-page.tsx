/** Money settings: top-up and withdrawal limits side by side, then the wallet types buyers pay with (receiving details, rate, offered or not). */
import type { WalletTypeAdmin } from '@agora/contract/topups';
import { Badge, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCirclePlus, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../../lib/i18n';
import { EmptyState } from '../../system/empty-state';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { useWalletTypes } from './money-api';
import { RechargeSettingsForm, WithdrawSettingsForm } from './settings-forms';
import { WalletTypeForm } from './wallet-type-form';

export default function MoneySettingsPage() {
  const { t, i18n } = useTranslation();
  const types = useWalletTypes();
  const [form, setForm] = useState<{ opened: boolean; walletType: WalletTypeAdmin | null }>({ opened: false, walletType: null });
  const rate = new Intl.NumberFormat(localeTag(i18n.language), { maximumFractionDigits: 6 });

  const columns: Column<WalletTypeAdmin>[] = [
    {
      key: 'name',
      label: t('admin.money.settings.walletName'),
      render: (row) => (
        <>
          <Text fw={600} fz="sm">
            {row.name}
          </Text>
          <Code>{row.code}</Code>
        </>
      ),
    },
    {
      key: 'address',
      label: t('admin.money.settings.receiveAddress'),
      render: (row) =>
        row.receive_address ? (
          <Text fz="sm" ff="monospace" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {row.receive_address}
          </Text>
        ) : (
          <Text fz="sm" c="red">
            {t('admin.money.settings.noAddress')}
          </Text>
        ),
    },
    { key: 'rate', label: t('admin.money.settings.rateShort'), nowrap: true, render: (row) => `${rate.format(row.rate)} / US$1` },
    {
      key: 'enabled',
      label: t('admin.money.settings.enabled'),
      render: (row) => (
        <Badge color={row.enabled ? 'green' : 'gray'} variant="light">
          {row.enabled ? t('admin.money.settings.on') : t('admin.money.settings.off')}
        </Badge>
      ),
    },
    { key: 'sort', label: t('admin.money.settings.sort'), nowrap: true, render: (row) => row.sort },
  ];

  return (
    <>
      <PageHeader title={t('admin.money.settings.title')} intro={t('admin.money.settings.intro')} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <RechargeSettingsForm />
          <WithdrawSettingsForm />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="h4">
            {t('admin.money.settings.walletTypes')}
          </Title>
          <Button leftSection={<IconCirclePlus size={16} />} onClick={() => setForm({ opened: true, walletType: null })}>
            {t('admin.money.settings.addWallet')}
          </Button>
        </Group>
        <DataList
          breakpoint="md"
          rows={types.data?.list ?? []}
          columns={columns}
          rowKey={(row) => row.id}
          loading={types.isPending}
          caption={t('admin.money.settings.walletTypes')}
          empty={<EmptyState icon={IconWallet} title={t('admin.money.settings.noWallets')} />}
          actions={(row) => (
            <Button size="xs" variant="light" onClick={() => setForm({ opened: true, walletType: row })}>
              {t('admin.money.settings.edit')}
            </Button>
          )}
        />
      </Stack>
      <WalletTypeForm opened={form.opened} walletType={form.walletType} onClose={() => setForm((f) => ({ ...f, opened: false }))} />
    </>
  );
}
