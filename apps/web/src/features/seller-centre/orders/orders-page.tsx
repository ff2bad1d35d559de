/**
 * The shop's orders: tabs by state with their counts, a search by order number, buyer email or
 * name, and a block per order with its lines, buyer, address and the moves it allows (ship, in
 * transit, delivered, cash received, packing slip). Tab, search and page live in the address.
 */
import { ORDER_TABS, type OrderTab } from '@agora/contract/orders';
import { Center, Pagination, Paper, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localeTag } from '../../../lib/i18n';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
import { useShopOrders } from '../api/order-api';
import { useUsd } from '../money';
import { OrderBlock } from './order-block';
import './orders.css';

const isTab = (value: string | null): value is OrderTab => ORDER_TABS.includes(value as OrderTab);

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: OrderTab = isTab(asked) ? asked : 'all';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useShopOrders({ status, q, page });
  const usd = useUsd(i18n.language);
  const number = new Intl.NumberFormat(localeTag(i18n.language));

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  const search = useDebouncedCallback((value: string) => update({ q: value.trim() || null, page: null }), 350);
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('seller.orders.title')}
      </Title>
      <Tabs value={status} onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}>
        <ScrollingTabList wrap>
          {ORDER_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`shop-tab-${tab}`}>
              {t(`seller.orders.tab.${tab}`)}
              {data?.counts[tab] ? (
                <Text span fz="xs" c="dimmed" ml={4} className="agora-figure">
                  ({number.format(data.counts[tab])})
                </Text>
              ) : null}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <TextInput
        defaultValue={q}
        onChange={(event) => search(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        placeholder={t('seller.orders.search')}
        aria-label={t('seller.orders.search')}
        maw={520}
        type="search"
        data-testid="shop-order-search"
      />
      {!data ? (
        <Stack gap="sm" aria-busy>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={180} radius="md" />
          ))}
        </Stack>
      ) : data.list.length === 0 ? (
        <Paper withBorder radius="md">
          <Center p="xl">
            <Text c="dimmed" data-testid="shop-orders-empty">
              {q ? t('seller.orders.noMatch') : t(`seller.orders.empty.${status}`)}
            </Text>
          </Center>
        </Paper>
      ) : (
        <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }} data-testid="shop-orders">
          {data.list.map((order) => (
            <OrderBlock key={order.id} order={order} usd={usd} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ page: String(p) })} />}
    </Stack>
  );
}
