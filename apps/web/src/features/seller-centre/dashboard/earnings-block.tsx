/**
 * What the shop has earned, beside its sales: credited this month and last (net of commission,
 * by the day each order settled), what paid orders will credit once completed, and the commission
 * taken so far. In US dollars, as every figure of the seller centre.
 */
import type { ShopEarnings } from '@agora/contract/seller';
import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FIGURES = [
  ['this_month', 'earnedThisMonth'],
  ['last_month', 'earnedLastMonth'],
  ['pending', 'earningsPending'],
  ['commission_paid', 'commissionPaid'],
] as const satisfies readonly (readonly [keyof ShopEarnings, string])[];

export function EarningsBlock({ earnings, price }: { earnings: ShopEarnings; price: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="seller-earnings">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconWallet size={18} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={2} fz="h4">
          {t('seller.dashboard.earningsTitle')}
        </Title>
      </Group>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('seller.dashboard.earningsHint')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        {FIGURES.map(([field, label]) => (
          <div key={field} data-testid={`earnings-${field}`}>
            <Text fz="sm" c="dimmed" lh={1.3}>
              {t(`seller.dashboard.${label}`)}
            </Text>
            <Text fz={22} fw={700} className="agora-tabular" mt={2} data-testid="earnings-value">
              {price(earnings[field])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
