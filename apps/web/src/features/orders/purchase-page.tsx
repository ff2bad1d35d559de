/**
 * `/pages/history/purchase`: the buyer's orders by tab (all, awaiting payment, to ship, shipped,
 * completed, cancelled), each tab with its count, a page of cards at a time. The tab and page
 * live in the address (`?status=&page=`), so back, reload and a shared link show the same list.
 */
import { ORDER_TABS, type OrderTab } from '@agora/contract/orders';
import { Box, Button, Center, Group, Pagination, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMapPin, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { ScrollingTabList } from '../system/scrolling-tab-list';
import { useOrders } from './api';
import { OrderCard } from './order-card';
import { RetryNotice } from './retry-notice';
import './orders.css';

const isTab = (value: string | null): value is OrderTab => ORDER_TABS.includes(value as OrderTab);

export default function PurchasePage() {
  const { t, i18n } = useTranslation();
  const hasLogin = useHasLogin();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: OrderTab = isTab(asked) ? asked : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(status, page);
  const number = new Intl.NumberFormat(localeTag(i18n.language));
  if (!hasLogin) return <LoginRedirect reason="account" />;
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const goTo = (next: { status?: OrderTab; page?: number }) => {
    const merged = new URLSearchParams(params);
    const tab = next.status ?? status;
    if (tab === 'all') merged.delete('status');
    else merged.set('status', tab);
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    else merged.delete('page');
    setParams(merged, { replace: next.status !== undefined });
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <Box maw={880} mx="auto">
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} fz="xl">
          {t('pages.purchaseHistory')}
        </Title>
        <Button component={Link} to="/pages/order/track" variant="subtle" size="compact-sm" leftSection={<IconMapPin size={16} aria-hidden />}>
          {t('pages.orderTrack')}
        </Button>
      </Group>
      <Tabs value={status} onChange={(value) => goTo({ status: isTab(value) ? value : 'all' })} keepMounted={false}>
        <Box mb="sm">
          <ScrollingTabList active={status}>
            {ORDER_TABS.map((tab) => {
              const count = data?.counts[tab];
              return (
                <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
                  {t(`orders.tab.${tab}`)}
                  {count ? (
                    <Text span fz="xs" c="dimmed" ml={4} className="agora-figure" data-testid="tab-count">
                      ({number.format(count)})
                    </Text>
                  ) : null}
                </Tabs.Tab>
              );
            })}
          </ScrollingTabList>
        </Box>
      </Tabs>
      {orders.isError && !data ? (
        <RetryNotice onRetry={() => orders.refetch()} />
      ) : orders.isPending ? (
        <Stack gap="sm" aria-busy>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={220} radius="md" />
          ))}
        </Stack>
      ) : data && data.list.length === 0 ? (
        <EmptyState
          icon={IconReceipt}
          title={t(`orders.empty.${status}`)}
          body={t('orders.emptyBody')}
          action={{ label: t('orders.emptyAction'), to: '/' }}
          testId="orders-empty"
        />
      ) : (
        <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }} data-testid="orders-list">
          {data?.list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center mt="lg">
          <Pagination total={pages} value={page} onChange={(next) => goTo({ page: next })} size="sm" data-testid="orders-pages" />
        </Center>
      )}
    </Box>
  );
}
