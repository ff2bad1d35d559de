/**
 * What a page about one of the buyer's orders (`?id=`) shares: reading the order the address names,
 * and its body's states: "not found" (no id, or the server says it is not the buyer's, 1500018),
 * the order, a retry after a network failure, or placeholders while it loads.
 * @example
 * const { id, order, missing } = useOrderOfPage();
 * <OrderStates order={order} missing={missing} loading={<Skeleton height={520} />}>{(data) => <Sheet order={data} />}</OrderStates>
 */
import type { Order } from '@agora/contract/orders';
import { IconReceiptOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from '../system/empty-state';
import { useOrder } from './api';
import { RetryNotice } from './retry-notice';

export const PURCHASE_PATH = '/pages/history/purchase';

/** The order named by `?id=`, and whether there is none to show (an answer, not a network failure). */
export function useOrderOfPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useOrder(id);
  const missing = id <= 0 || (order.error instanceof ApiError && !order.error.isNetwork);
  return { id, order, missing };
}

export function OrderStates({
  order,
  missing,
  notFoundTestId,
  loading,
  children,
}: {
  order: ReturnType<typeof useOrder>;
  missing: boolean;
  notFoundTestId?: string;
  loading: ReactNode;
  children: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation();
  if (missing)
    return (
      <EmptyState
        icon={IconReceiptOff}
        title={t('orders.notFound')}
        body={t('orders.notFoundBody')}
        action={{ label: t('pages.purchaseHistory'), to: PURCHASE_PATH }}
        testId={notFoundTestId}
      />
    );
  if (order.data) return children(order.data);
  if (order.isError) return <RetryNotice onRetry={() => order.refetch()} />;
  return loading;
}
