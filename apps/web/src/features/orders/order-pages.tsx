/**
 * The buyer's three order pages as one lazy chunk (they share nearly all their code): the
 * purchase history, an order's details and tracking, chosen by the route's path. One chunk keeps
 * the first page's list of what each route preloads short.
 */
import { useLocation } from 'react-router';
import OrderDetailPage from './order-detail-page';
import PurchasePage from './purchase-page';
import TrackPage from './track-page';

export default function OrderPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/pages/history/detail')) return <OrderDetailPage />;
  if (pathname.startsWith('/pages/order/track')) return <TrackPage />;
  return <PurchasePage />;
}
