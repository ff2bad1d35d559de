/** Wholesale tiers: from how many pieces which unit price applies. */
import type { Variant } from '@agora/contract/catalog';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../locale/use-price';

export function WholesaleTable({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const price = usePrice();
  if (variant.wholesale.length === 0) return null;
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
          <Table.Tr>
            <Table.Td>{t('product.wholesaleFrom', { count: 1 })}</Table.Td>
            <Table.Td>{price(variant.price)}</Table.Td>
          </Table.Tr>
          {variant.wholesale.map((tier) => (
            <Table.Tr key={tier.min_quantity}>
              <Table.Td>{t('product.wholesaleFrom', { count: tier.min_quantity })}</Table.Td>
              <Table.Td>{price(tier.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
