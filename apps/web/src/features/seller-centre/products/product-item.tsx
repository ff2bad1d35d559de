/**
 * One of the shop's products in the list, as a table row at a desk or a card on a phone: both
 * are laid out from the same parts (picture, name and variants, price, stock, review state,
 * on-sale switch, edit), so they always say the same.
 */
import { LOW_STOCK, type SellerProductRow } from '@agora/contract/seller';
import { Button, Group, Image, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/media';
import { useSetOnSale } from '../api/seller-api';
import { StatusBadge } from './status-badge';

export type ItemLayout = 'row' | 'card';

export function ProductItem({ row, usd, editTo, layout }: { row: SellerProductRow; usd: (cents: number) => string; editTo: string; layout: ItemLayout }) {
  const { t } = useTranslation();
  const onSale = useSetOnSale();
  const switchable = row.status === 'on_sale' || row.status === 'off_sale';
  const checked = onSale.isPending && onSale.variables ? onSale.variables.on_sale === 1 : row.status === 'on_sale';
  const card = layout === 'card';

  const picture = <Image src={mediaUrl(row.image)} w={card ? 64 : 48} h={card ? 64 : 48} radius="sm" alt={row.name} fit="cover" loading="lazy" />;
  const name = (
    <>
      <Text fz="sm" fw={500} lineClamp={2}>
        {row.name}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('seller.products.variants', { count: row.variant_count })}
      </Text>
    </>
  );
  const price = row.price_min === row.price_max ? usd(row.price_min) : `${usd(row.price_min)} – ${usd(row.price_max)}`;
  const stockColor = row.stock <= LOW_STOCK ? 'red.8' : undefined;
  const status = <StatusBadge status={row.status} reason={row.review_reason} />;
  const toggle = (
    <Switch
      checked={checked}
      disabled={!switchable || onSale.isPending}
      onChange={(event) => onSale.mutate({ id: row.id, on_sale: event.currentTarget.checked ? 1 : 0 })}
      aria-label={t('seller.products.onSaleFor', { name: row.name })}
      label={card ? t('seller.products.onSale') : undefined}
      size={card ? 'md' : 'sm'}
    />
  );
  const edit = (
    <Button
      component={Link}
      to={editTo}
      variant={card ? 'light' : 'subtle'}
      size={card ? 'sm' : 'compact-sm'}
      leftSection={<IconPencil size={14} />}
      aria-label={card ? `${t('seller.products.edit')}: ${row.name}` : undefined}
    >
      {t('seller.products.edit')}
    </Button>
  );

  if (!card) {
    return (
      <Table.Tr data-testid="seller-product-row">
        <Table.Td>{picture}</Table.Td>
        <Table.Td maw={320}>{name}</Table.Td>
        <Table.Td ta="right" className="agora-tabular" style={{ whiteSpace: 'nowrap' }}>
          {price}
        </Table.Td>
        <Table.Td ta="right" className="agora-tabular" c={stockColor}>
          {row.stock}
        </Table.Td>
        <Table.Td>{status}</Table.Td>
        <Table.Td>{toggle}</Table.Td>
        <Table.Td>{edit}</Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Paper component="article" withBorder radius="md" p="sm" data-testid="seller-product-card" aria-label={row.name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {picture}
        <Stack gap={6} miw={0} flex={1} align="flex-start">
          <div>{name}</div>
          <div>{status}</div>
          <Group gap="lg" align="flex-start">
            <div>
              <Text fz="xs" c="dimmed">
                {t('seller.products.price')}
              </Text>
              <Text fz="sm" fw={600} className="agora-tabular">
                {price}
              </Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                {t('seller.products.stock')}
              </Text>
              <Text fz="sm" fw={600} className="agora-tabular" c={stockColor} data-testid="card-stock">
                {row.stock}
              </Text>
            </div>
          </Group>
        </Stack>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm" mt="sm" pt="sm" className="sc-card-foot">
        {toggle}
        {edit}
      </Group>
    </Paper>
  );
}
