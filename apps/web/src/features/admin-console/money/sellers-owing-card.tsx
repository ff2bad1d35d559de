/**
 * The sellers who owe the mall (their wallet below zero, most owed first): the shop, its owner's
 * e-mail and what is owed. A table at a desk, cards on a phone; a line saying so when nobody owes.
 */
import type { Books } from '@agora/contract/wallet';
import { Group, Paper, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../components/data-list';
import { useFormats } from '../use-formats';

type Owing = Books['sellers_owing'][number];

function Email({ email }: { email: string }) {
  // An address breaks at its @ first; a name too long for a phone's card breaks where it must.
  const [name, domain = ''] = email.split('@');
  return (
    <Text fz="sm" data-testid="owing-email">
      <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>@{domain}</span>
    </Text>
  );
}

export function SellersOwingCard({ books, loading }: { books: Books | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const columns: Column<Owing>[] = [
    {
      key: 'shop',
      label: t('admin.money.books.shop'),
      render: (row) => (
        <Text fz="sm" fw={600} data-testid="owing-shop" style={{ overflowWrap: 'anywhere' }}>
          {row.shop_name}{' '}
          <Text span fz="xs" c="dimmed" fw={400}>
            #{row.shop_id}
          </Text>
        </Text>
      ),
    },
    { key: 'email', label: t('admin.money.books.owner'), render: (row) => <Email email={row.email} /> },
    {
      key: 'owed',
      label: t('admin.money.books.owed'),
      nowrap: true,
      render: (row) => (
        <Text fz="sm" fw={700} c="red.8" data-testid="owing-amount">
          {usd(row.owed)}
        </Text>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="sellers-owing">
      <Title order={2} fz="h4">
        {t('admin.money.books.sellersOwing')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('admin.money.books.sellersOwingHint')}
      </Text>
      <DataList
        rows={books?.sellers_owing ?? []}
        columns={columns}
        rowKey={(row) => row.user_id}
        loading={loading}
        caption={t('admin.money.books.sellersOwing')}
        empty={
          <Group gap="xs" wrap="nowrap" data-testid="sellers-owing-empty">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fz="sm">{t('admin.money.books.nobodyOwes')}</Text>
          </Group>
        }
      />
    </Paper>
  );
}
