/**
 * Orders: every order of the mall, newest first, filtered by state, payment method, shop, buyer
 * (id or e-mail), the days it was placed and its number, the filters kept in the address. The same
 * filters export as CSV. Each row opens the order's detail, where the mall acts on it.
 */
import { ADMIN_ORDER_STATES, type AdminOrderFilter, type AdminOrderRow, PAYMENT_METHODS } from '@agora/contract/orders-admin';
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { UserCell } from '../money/user-cell';
import { idParam, oneOf, useFilterParams } from '../shops/filter-params';
import { SearchBox } from '../shops/search-box';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { OrderStateBadges } from './order-state';
import { exportOrders, useAdminOrders } from './orders-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['q', 'state', 'method', 'shop', 'buyer', 'from', 'to'] as const;

/** The address's filters as the API takes them (anything malformed is no filter). */
export function useOrderFilter() {
  const [params, setParam, patch] = useFilterParams(FILTER_KEYS);
  const filter: AdminOrderFilter = {
    q: params.q || undefined,
    state: oneOf(params.state, ADMIN_ORDER_STATES),
    payment_method: oneOf(params.method, PAYMENT_METHODS),
    shop_id: idParam(params.shop),
    buyer: params.buyer || undefined,
    from: DAY.test(params.from) ? params.from : undefined,
    to: DAY.test(params.to) ? params.to : undefined,
  };
  return { params, filter, setParam, patch };
}

/** A text filter sent on Enter or when the field is left, not on every key. */
function LazyInput({
  value,
  onCommit,
  ...props
}: {
  value: string;
  onCommit: (value: string) => void;
  label: string;
  type?: string;
  w?: number;
  testId: string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return (
    <TextInput
      label={props.label}
      type={props.type}
      w={props.w}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => text.trim() !== value && onCommit(text.trim())}
      onKeyDown={(event) => event.key === 'Enter' && onCommit(text.trim())}
      data-testid={props.testId}
    />
  );
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const { usd, date } = useFormats();
  const areaPath = useAreaPath();
  const { params, filter, setParam, patch } = useOrderFilter();
  const [page, setPage] = usePageParam();
  const list = useAdminOrders(filter, page);
  const [exporting, setExporting] = useState(false);
  const filtered = FILTER_KEYS.some((key) => params[key] !== '');

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'order',
      label: t('admin.orders.order'),
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={areaPath(`orders/${row.id}`)} fw={700} fz="sm" className="agora-figure" data-testid="order-link">
            {row.order_sn}
          </Anchor>
          <Text fz="xs" c="dimmed" className="agora-figure">
            {date(row.date)} · {t('admin.orders.items', { count: row.num })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'shop',
      label: t('admin.orders.shop'),
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => setParam('shop', String(row.shop.id))}
          title={t('admin.orders.onlyShop')}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        >
          {row.shop.name}
        </Button>
      ),
    },
    { key: 'buyer', label: t('admin.orders.buyer'), render: (row) => <UserCell user={row.buyer} /> },
    {
      key: 'total',
      label: t('admin.orders.total'),
      nowrap: true,
      render: (row) => (
        <>
          <Text fz="sm" fw={700} className="agora-figure">
            {usd(row.actual_pay)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`admin.orders.method.${row.payment_method}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'state',
      label: t('admin.orders.state'),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <OrderStateBadges order={row} />
          {row.card_refund_failed && (
            <Badge
              color="red"
              size="sm"
              tt="none"
              leftSection={<IconAlertTriangle size={12} />}
              styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}
            >
              {t('admin.orders.refundFailed')}
            </Badge>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.orders.title')}
        intro={t('admin.orders.intro')}
        action={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              void exportOrders(filter)
                .catch(() => undefined)
                .finally(() => setExporting(false));
            }}
            data-testid="orders-export"
          >
            {t('admin.orders.export')}
          </Button>
        }
      />
      <Stack gap="sm" mb="md">
        {/* In a row: the search box grows sideways, not down. */}
        <Group>
          <SearchBox value={params.q} onSearch={(q) => setParam('q', q)} label={t('admin.orders.searchLabel')} />
        </Group>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('admin.orders.state')}
            data={[{ value: '', label: t('admin.orders.filter.all') }, ...ADMIN_ORDER_STATES.map((s) => ({ value: s, label: t(`admin.orders.filter.${s}`) }))]}
            value={filter.state ?? ''}
            onChange={(value) => setParam('state', value ?? '')}
            allowDeselect={false}
            w={180}
            data-testid="orders-state"
          />
          <Select
            label={t('admin.orders.payment')}
            data={[{ value: '', label: t('admin.orders.method.all') }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`admin.orders.method.${m}`) }))]}
            value={filter.payment_method ?? ''}
            onChange={(value) => setParam('method', value ?? '')}
            allowDeselect={false}
            w={220}
            data-testid="orders-method"
          />
          <LazyInput label={t('admin.orders.buyerFilter')} value={params.buyer} onCommit={(v) => setParam('buyer', v)} w={220} testId="orders-buyer" />
          <LazyInput label={t('admin.orders.from')} type="date" value={params.from} onCommit={(v) => setParam('from', v)} w={160} testId="orders-from" />
          <LazyInput label={t('admin.orders.to')} type="date" value={params.to} onCommit={(v) => setParam('to', v)} w={160} testId="orders-to" />
          {filter.shop_id !== undefined && (
            <Button variant="light" size="sm" onClick={() => setParam('shop', '')} data-testid="orders-clear-shop">
              {t('admin.orders.clearShop', { id: filter.shop_id })}
            </Button>
          )}
          {filtered && (
            <Button variant="subtle" size="sm" onClick={() => patch(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])))} data-testid="orders-clear">
              {t('admin.orders.clearAll')}
            </Button>
          )}
        </Group>
      </Stack>
      {list.data && (
        <Text fz="sm" c="dimmed" mb="xs" data-testid="orders-total">
          {t('admin.orders.found', { count: list.data.total })}
        </Text>
      )}
      <DataList
        breakpoint="md"
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.orders.title')}
        highlight={(row) => row.card_refund_failed}
        empty={
          <EmptyState icon={IconReceipt} title={t('admin.orders.empty')} body={filtered ? t('admin.orders.emptyFiltered') : undefined} testId="orders-empty" />
        }
        actions={(row) => (
          <Button component={Link} to={areaPath(`orders/${row.id}`)} size="xs" variant="default">
            {t('admin.orders.open')}
          </Button>
        )}
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
    </>
  );
}
