/**
 * Refund requests received: tabs by state (the ones awaiting review counted), a table of the
 * requests at a desk and a card per request below the md breakpoint, from the same parts
 * (RefundItem), newest first. Tab and page live in the address; `?id=` (a notice's link) shows
 * that one request alone. Its own chunk, loaded on first use.
 */
import type { Refund, RefundState } from '@agora/contract/refunds';
import { Button, Center, Pagination, Paper, ScrollArea, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localeTag } from '../../../lib/i18n';
import { STATE_COLOR } from '../../refunds/refund-state';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
import { useUsd } from '../money';
import { RefundItem } from './refund-item';
import { usePendingRefundCount, useReceivedRefund, useReceivedRefunds } from './refunds-api';

// The states from the colours' keys (complete by type), in the order a shop works through them.
const STATES = Object.keys(STATE_COLOR) as RefundState[];
const isState = (value: string | null): value is RefundState => STATES.includes(value as RefundState);

function Requests({ rows, usd, faded }: { rows: Refund[]; usd: (cents: number) => string; faded: boolean }) {
  const { t } = useTranslation();
  // Read at once, not after a first paint: a phone would see the table flash.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, { getInitialValueInEffect: false });
  const style = { opacity: faded ? 0.6 : 1 };
  if (!wide) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={style} data-testid="seller-refunds">
        {rows.map((refund) => (
          <RefundItem key={refund.id} refund={refund} usd={usd} layout="card" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Paper withBorder radius="md" style={style}>
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" highlightOnHover miw={980} data-testid="seller-refunds" aria-label={t('seller.refunds.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('seller.refunds.col.request')}</Table.Th>
              <Table.Th>{t('seller.refunds.col.product')}</Table.Th>
              <Table.Th ta="right">{t('seller.refunds.col.amount')}</Table.Th>
              <Table.Th>{t('seller.refunds.col.reason')}</Table.Th>
              <Table.Th>{t('seller.refunds.col.state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((refund) => (
              <RefundItem key={refund.id} refund={refund} usd={usd} layout="row" />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

export default function RefundsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state = isState(asked) ? asked : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const oneId = Number(params.get('id')) || null;
  const list = useReceivedRefunds({ state, page });
  const one = useReceivedRefund(oneId);
  const pending = usePendingRefundCount(true);
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
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const loading = (
    <Stack gap="sm" aria-busy>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} h={160} radius="md" />
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('seller.refunds.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('seller.refunds.intro')}
        </Text>
      </div>
      {oneId !== null ? (
        <>
          <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={() => update({ id: null })}>
            {t('seller.refunds.showAll')}
          </Button>
          {one.data ? <Requests rows={[one.data]} usd={usd} faded={false} /> : one.isError ? null : loading}
        </>
      ) : (
        <>
          <Tabs value={state ?? 'all'} onChange={(value) => update({ state: value === 'all' ? null : value, page: null })}>
            <ScrollingTabList wrap>
              {(['all', ...STATES] as const).map((tab) => (
                <Tabs.Tab key={tab} value={tab} data-testid={`refund-tab-${tab}`}>
                  {t(tab === 'all' ? 'seller.refunds.all' : `seller.refunds.state.${tab}`)}
                  {tab === 'pending' && pending.data ? (
                    <Text span fz="xs" c="dimmed" ml={4} className="agora-figure">
                      ({number.format(pending.data)})
                    </Text>
                  ) : null}
                </Tabs.Tab>
              ))}
            </ScrollingTabList>
          </Tabs>
          {!data ? (
            loading
          ) : data.list.length === 0 ? (
            <Paper withBorder radius="md">
              <Center p="xl">
                <Text c="dimmed" ta="center" data-testid="seller-refunds-empty">
                  {state ? t('seller.refunds.emptyState', { state: t(`seller.refunds.state.${state}`) }) : t('seller.refunds.empty')}
                </Text>
              </Center>
            </Paper>
          ) : (
            <Requests rows={data.list} usd={usd} faded={list.isPlaceholderData} />
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ page: String(p) })} />}
        </>
      )}
    </Stack>
  );
}
