/**
 * The product page's "refund" action (spec §2), loaded lazily and only for a logged-in buyer:
 * when one of their recent paid orders (not cancelled) holds this product, a link to that order's
 * page with the refund form for the line open; otherwise nothing.
 */
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../lib/api-client';
import type { OrderPage } from '../orders/api';
import { refundFormPath } from './refund-paths';

/** How many of the buyer's newest orders are looked through. */
const RECENT = 50;

export default function ProductRefundLink({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const orders = useQuery({
    queryKey: ['orders', 'list', 'all', 1, RECENT, 'product-refund'],
    queryFn: () => request<OrderPage>('/customer/order/list', { query: { status: 'all', page: 1, page_size: RECENT }, quiet: true }),
    staleTime: 60_000,
  });
  const order = orders.data?.list.find(
    (o) => o.payment_status === 'paid' && o.delivery_status !== 'cancelled' && o.products.some((line) => line.product_id === productId),
  );
  const line = order?.products.find((l) => l.product_id === productId);
  if (!order || !line) return null;
  return (
    <Anchor component={Link} to={refundFormPath(order.id, line.id)} fz="sm" data-testid="product-refund">
      {t('refunds.product.refund')}
    </Anchor>
  );
}
