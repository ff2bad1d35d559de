/**
 * The shop's products: tabs by review state, a search, and a table with the picture, name, price,
 * stock, state (with the refusal's reason), an on/off-sale switch and edit. Filters live in the
 * address, so a reload or a shared link shows the same list.
 */
import { LOW_STOCK, SELLER_PRODUCT_STATUSES, type SellerProductRow, type SellerProductStatus } from '@agora/contract/seller';
import {
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Pagination,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { mediaUrl } from '../../../lib/media';
import { useAreaPath } from '../../back-office/area-base';
import { useSellerProducts, useSetOnSale } from '../api/seller-api';
import { useUsd } from '../money';
import { StatusBadge } from './status-badge';

const isStatus = (value: string | null): value is SellerProductStatus => SELLER_PRODUCT_STATUSES.includes(value as SellerProductStatus);

export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const to = useAreaPath();
  const status = isStatus(params.get('status')) ? (params.get('status') as SellerProductStatus) : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useSellerProducts({ status, q, page });
  const usd = useUsd(i18n.language);

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  const search = useDebouncedCallback((value: string) => update({ q: value.trim() || null, page: null }), 350);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz="h2">
          {t('seller.products.title')}
        </Title>
        <Button component={Link} to={to('products/new')} leftSection={<IconPlus size={16} />} data-testid="add-product">
          {t('seller.products.add')}
        </Button>
      </Group>
      <Tabs value={status ?? 'all'} onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}>
        <ScrollArea type="never">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value="all">{t('seller.status.all')}</Tabs.Tab>
            {SELLER_PRODUCT_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {t(`seller.status.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <TextInput
        key={status ?? 'all'}
        defaultValue={q}
        onChange={(event) => search(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        placeholder={t('seller.products.search')}
        aria-label={t('seller.products.search')}
        maw={420}
        type="search"
      />
      <Paper withBorder radius="md">
        <ScrollArea>
          <Table verticalSpacing="sm" highlightOnHover miw={720} data-testid="seller-products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>{t('seller.products.image')}</Table.Th>
                <Table.Th>{t('seller.products.name')}</Table.Th>
                <Table.Th ta="right">{t('seller.products.price')}</Table.Th>
                <Table.Th ta="right">{t('seller.products.stock')}</Table.Th>
                <Table.Th>{t('seller.products.status')}</Table.Th>
                <Table.Th>{t('seller.products.onSale')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((row) => (
                <ProductRow key={row.id} row={row} usd={usd} editTo={to(`products/${row.id}`)} />
              ))}
              {!list.data &&
                [1, 2, 3].map((n) => (
                  <Table.Tr key={n}>
                    <Table.Td colSpan={7}>
                      <Skeleton h={40} />
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {list.data?.list.length === 0 && (
          <Center p="xl">
            <Stack align="center" gap="xs">
              <Text c="dimmed">{q || status ? t('seller.products.noMatch') : t('seller.products.empty')}</Text>
              {!q && !status && (
                <Anchor component={Link} to={to('products/new')}>
                  {t('seller.products.addFirst')}
                </Anchor>
              )}
            </Stack>
          </Center>
        )}
      </Paper>
      {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ page: String(p) })} />}
    </Stack>
  );
}

function ProductRow({ row, usd, editTo }: { row: SellerProductRow; usd: (cents: number) => string; editTo: string }) {
  const { t } = useTranslation();
  const onSale = useSetOnSale();
  const switchable = row.status === 'on_sale' || row.status === 'off_sale';
  const checked = onSale.isPending && onSale.variables ? onSale.variables.on_sale === 1 : row.status === 'on_sale';
  return (
    <Table.Tr data-testid="seller-product-row">
      <Table.Td>
        <Image src={mediaUrl(row.image)} w={48} h={48} radius="sm" alt={row.name} fit="cover" loading="lazy" />
      </Table.Td>
      <Table.Td maw={320}>
        <Text fz="sm" fw={500} lineClamp={2}>
          {row.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('seller.products.variants', { count: row.variant_count })}
        </Text>
      </Table.Td>
      <Table.Td ta="right" className="agora-tabular" style={{ whiteSpace: 'nowrap' }}>
        {row.price_min === row.price_max ? usd(row.price_min) : `${usd(row.price_min)} – ${usd(row.price_max)}`}
      </Table.Td>
      <Table.Td ta="right" className="agora-tabular" c={row.stock <= LOW_STOCK ? 'red.8' : undefined}>
        {row.stock}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={row.status} reason={row.review_reason} />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={checked}
          disabled={!switchable || onSale.isPending}
          onChange={(event) => onSale.mutate({ id: row.id, on_sale: event.currentTarget.checked ? 1 : 0 })}
          aria-label={t('seller.products.onSaleFor', { name: row.name })}
        />
      </Table.Td>
      <Table.Td>
        <Button component={Link} to={editTo} variant="subtle" size="compact-sm" leftSection={<IconPencil size={14} />}>
          {t('seller.products.edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
