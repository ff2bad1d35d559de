/**
 * The buyer's order pages as one lazy chunk (they share nearly all their code): the purchase
 * history, an order's details, invoice and tracking, and the refund requests sent (the order page's refund
 * form and the requests' cards are one feature), chosen by the route's path. One chunk keeps the
 * first page's list of what each route preloads short. The conversations with shops and the mall
 * (after-sales too) come through here for the same reason, as a chunk of their own loaded from it.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import RefundSentPage from '../refunds/refund-sent-page';
import InvoicePage from './invoice-page';
import OrderDetailPage from './order-detail-page';
import PurchasePage from './purchase-page';
import TrackPage from './track-page';

const TicketsPage = lazy(() => import('../tickets/tickets-page'));

export default function OrderPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/pages/history/detail')) return <OrderDetailPage />;
  if (pathname.startsWith('/pages/order/track')) return <TrackPage />;
  if (pathname.startsWith('/pages/order/invoice')) return <InvoicePage />;
  if (pathname.startsWith('/pages/mine/refund_sent')) return <RefundSentPage />;
  if (pathname.startsWith('/pages/mine/tickets')) {
    return (
      <Suspense fallback={null}>
        <TicketsPage />
      </Suspense>
    );
  }
  return <PurchasePage />;
}
