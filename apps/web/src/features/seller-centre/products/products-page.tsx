/**
 * The shop's products: tabs by review state, a search, and a table with the picture, name, price,
 * stock, state (with the refusal's reason), an on/off-sale switch and edit; below the md
 * breakpoint (a phone, a tablet with the menu beside) a card per product instead, from the same
 * parts (ProductItem). Filters live in the address, so a reload or a shared link shows the same list.
 */
import { SELLER_PRODUCT_STATUSES, type SellerProductStatus } from '@agora/contract/seller';
import {
  Anchor,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
import { useSellerProducts } from '../api/seller-api';
import { useUsd } from '../money';
import { ProductItem } from './product-item';

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
  // Read at once, not after a first paint as the table: a phone would see the table flash.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, { getInitialValueInEffect: false });

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

  const empty = list.data?.list.length === 0 && (
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
  );

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
        <ScrollingTabList>
          <Tabs.Tab value="all">{t('seller.status.all')}</Tabs.Tab>
          {SELLER_PRODUCT_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`seller.status.${s}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
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
      {wide ? (
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
                  <ProductItem key={row.id} row={row} usd={usd} editTo={to(`products/${row.id}`)} layout="row" />
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
          {empty}
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="seller-product-cards">
            {list.data?.list.map((row) => (
              <ProductItem key={row.id} row={row} usd={usd} editTo={to(`products/${row.id}`)} layout="card" />
            ))}
            {!list.data && [1, 2, 3].map((n) => <Skeleton key={n} h={176} radius="md" />)}
          </SimpleGrid>
          {empty && (
            <Paper withBorder radius="md">
              {empty}
            </Paper>
          )}
        </>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ page: String(p) })} />}
    </Stack>
  );
}
