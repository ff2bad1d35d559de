/**
 * Wholesale tiers: from how many pieces which unit price applies. The row the chosen quantity
 * reaches is marked (`activeFrom`: its minimum; null while a deal price applies instead).
 */
import type { Variant } from '@agora/contract/catalog';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';

export function WholesaleTable({ variant, activeFrom }: { variant: Variant; activeFrom: number | null }) {
  const { t } = useTranslation();
  const price = usePrice();
  if (variant.wholesale.length === 0) return null;
  const rows = [{ min_quantity: 1, price: variant.price }, ...[...variant.wholesale].sort((a, b) => a.min_quantity - b.min_quantity)];
  return (
    <div>
      <Text fz="sm" fw={600} mb={4}>
        {t('product.wholesale')}
      </Text>
      <Table withTableBorder fz="sm" data-testid="wholesale">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('product.quantity')}</Table.Th>
            <Table.Th>{t('product.unitPrice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((tier) => {
            const active = tier.min_quantity === activeFrom;
            return (
              <Table.Tr
                key={tier.min_quantity}
                aria-current={active ? 'true' : undefined}
                data-active={active || undefined}
                data-testid="wholesale-tier"
                fw={active ? 700 : undefined}
                bg={active ? 'orange.0' : undefined}
              >
                <Table.Td>{t('product.wholesaleFrom', { count: tier.min_quantity })}</Table.Td>
                <Table.Td c={active ? 'deal.7' : undefined}>{price(tier.price)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
