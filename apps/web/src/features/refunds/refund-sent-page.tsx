/**
 * `/pages/mine/refund_sent` (the spec's "refund requests sent"): the buyer's refund and return
 * requests by tab (all, in progress, rejected, refunded, withdrawn or closed), newest first, a
 * page of cards at a time; the tab and page live in the address (`?tab=&page=`). `?id=` shows one
 * request alone (where an order's line links to its open request).
 */
import { Anchor, Box, Center, Pagination, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconChevronLeft, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { RetryNotice } from '../orders/retry-notice';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { ScrollingTabList } from '../system/scrolling-tab-list';
import { useRefund, useRefunds } from './api';
import { RefundCard } from './refund-card';
import { REFUND_SENT_PATH } from './refund-paths';
import { REFUND_TABS, type RefundTab } from './refund-state';
import '../orders/orders.css';

const PURCHASE_PATH = '/pages/history/purchase';

const isTab = (value: string | null): value is RefundTab => REFUND_TABS.includes(value as RefundTab);

function Loading() {
  return (
    <Stack gap="sm" aria-busy>
      {[1, 2].map((n) => (
        <Skeleton key={n} height={260} radius="md" />
      ))}
    </Stack>
  );
}

function OneRequest({ id }: { id: number }) {
  const { t } = useTranslation();
  const refund = useRefund(id);
  const missing = refund.error instanceof ApiError && !refund.error.isNetwork;
  return (
    <>
      <Anchor component={Link} to={REFUND_SENT_PATH} fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} mb="xs">
        <IconChevronLeft size={16} aria-hidden />
        {t('refunds.allRequests')}
      </Anchor>
      {missing ? (
        <EmptyState icon={IconReceiptRefund} title={t('refunds.notFound')} body={t('refunds.notFoundBody')} testId="refund-not-found" />
      ) : refund.data ? (
        <RefundCard refund={refund.data} />
      ) : refund.isError ? (
        <RetryNotice onRetry={() => refund.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function RequestList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: RefundTab = isTab(asked) ? asked : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const refunds = useRefunds(tab, page);
  const data = refunds.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const goTo = (next: { tab?: RefundTab; page?: number }) => {
    const merged = new URLSearchParams(params);
    const chosen = next.tab ?? tab;
    if (chosen === 'all') merged.delete('tab');
    else merged.set('tab', chosen);
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    else merged.delete('page');
    setParams(merged, { replace: next.tab !== undefined });
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Tabs value={tab} onChange={(value) => goTo({ tab: isTab(value) ? value : 'all' })} keepMounted={false}>
        <Box mb="sm">
          <ScrollingTabList active={tab}>
            {REFUND_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`refund-tab-${name}`}>
                {t(`refunds.tab.${name}`)}
              </Tabs.Tab>
            ))}
          </ScrollingTabList>
        </Box>
      </Tabs>
      {refunds.isError && !data ? (
        <RetryNotice onRetry={() => refunds.refetch()} />
      ) : refunds.isPending ? (
        <Loading />
      ) : data && data.list.length === 0 ? (
        <EmptyState
          icon={IconReceiptRefund}
          title={t(`refunds.empty.${tab}`)}
          body={t('refunds.emptyBody')}
          action={{ label: t('pages.purchaseHistory'), to: PURCHASE_PATH }}
          testId="refunds-empty"
        />
      ) : (
        <Stack gap="sm" style={{ opacity: refunds.isPlaceholderData ? 0.6 : 1 }} data-testid="refunds-list">
          {data?.list.map((refund) => (
            <RefundCard key={refund.id} refund={refund} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center mt="lg">
          <Pagination total={pages} value={page} onChange={(next) => goTo({ page: next })} size="sm" data-testid="refunds-pages" />
        </Center>
      )}
    </>
  );
}

export default function RefundSentPage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;

  if (!hasLogin) return <LoginRedirect reason="account" />;
  return (
    <Box maw={960} mx="auto">
      <Title order={1} fz="xl" mb="sm">
        {t('pages.refundSent')}
      </Title>
      {id > 0 ? <OneRequest id={id} /> : <RequestList />}
    </Box>
  );
}
