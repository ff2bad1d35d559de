/**
 * The people who registered with the buyer's code: a table from 992 px, a card each on a phone.
 * Names come shortened by the server (as on reviews); the dates in the reader's language.
 */
import type { AffiliateReferral } from '@agora/contract/affiliate';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { usePrice } from '../locale/use-price';

const WIDE = '(min-width: 62em)';

export function ReferralsList({ list }: { list: AffiliateReferral[] }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
  const locale = localeTag(i18n.language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const count = new Intl.NumberFormat(locale);

  if (wide) {
    return (
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="referrals-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('affiliate.col.name')}</Table.Th>
            <Table.Th>{t('affiliate.col.joined')}</Table.Th>
            <Table.Th ta="end">{t('affiliate.col.orders')}</Table.Th>
            <Table.Th ta="end">{t('affiliate.col.earnings')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((referral) => (
            <Table.Tr key={referral.id} data-testid="referral">
              <Table.Td data-testid="referral-name">{referral.name}</Table.Td>
              <Table.Td>{date.format(new Date(referral.joined_at))}</Table.Td>
              <Table.Td ta="end" className="agora-figure" data-testid="referral-orders">
                {count.format(referral.orders)}
              </Table.Td>
              <Table.Td ta="end" className="agora-figure" data-testid="referral-earnings">
                {price(referral.earnings)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap="xs" data-testid="referrals-cards">
      {list.map((referral) => (
        <Paper key={referral.id} withBorder radius="md" p="sm" data-testid="referral">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate data-testid="referral-name">
              {referral.name}
            </Text>
            <Text fw={700} className="agora-figure" data-testid="referral-earnings">
              {price(referral.earnings)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            {t('affiliate.joinedOn', { date: date.format(new Date(referral.joined_at)) })} ·{' '}
            <span data-testid="referral-orders">{t('affiliate.ordersCount', { count: referral.orders })}</span>
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
