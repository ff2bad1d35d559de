/**
 * The seller centre: its frame (features/back-office) with the seller's pages. At `#/seller/*`
 * on the mall's host, or at `#/*` on `seller.<host>`. Its texts load with it.
 */
import { Alert, Center, Loader } from '@mantine/core';
import {
  IconBuildingStore,
  IconFileSpreadsheet,
  IconLayoutDashboard,
  IconLock,
  IconMessages,
  IconPackage,
  IconReceipt,
  IconReceiptRefund,
  IconTicket,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { loadPageTexts } from '../../lib/i18n';
import { useAreaPath } from '../back-office/area-base';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { useAreaGuard } from '../back-office/use-area-guard';
import { useTicketUnread } from '../tickets/api';
import { useShopSettings } from './api/seller-api';
import { BulkPage } from './bulk/bulk-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { ProductEditorPage } from './editor/product-editor-page';
import { OrdersPage } from './orders/orders-page';
import { ProductsPage } from './products/products-page';
import { usePendingRefundCount } from './refunds/refunds-api';
import { sellerTextsReady } from './seller-texts';
import { ShopSettingsPage } from './shop/shop-settings-page';
import './seller-centre.css';

// A chunk of its own, shared with the admin console's coupons page: were it part of the seller
// centre's chunk, the first page's list of that chunk's files would grow.
const CouponsPage = lazy(() => import('./coupons/coupons-page'));
// Its own chunk for the same reason; the menu's count of requests awaiting review stays here.
const RefundsPage = lazy(() => import('./refunds/refunds-page'));
// Its own chunk, with the storefront pages' texts (the conversation parts' words).
const MessagesPage = lazy(() => Promise.all([import('./tickets/messages-page'), loadPageTexts()]).then(([page]) => page));
// Its own chunk, with the storefront pages' texts (the address form's place pickers and the field errors).
const ShippingPage = lazy(() => Promise.all([import('./shipping/shipping-page'), loadPageTexts()]).then(([page]) => page));

/** An unknown address inside the seller centre goes to its dashboard. */
/** A page of its own chunk, with a spinner while it loads. */
function LazyPage({ page }: { page: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="40vh" aria-busy="true">
          <Loader />
        </Center>
      }
    >
      {page}
    </Suspense>
  );
}

function ToDashboard() {
  const to = useAreaPath();
  return <Navigate to={to('')} replace />;
}

export default function SellerApp() {
  use(sellerTextsReady());
  const { t } = useTranslation();
  const guard = useAreaGuard('seller');
  // The shop's name for the top bar, asked for only once the user may see the seller centre.
  const shop = useShopSettings(guard.status === 'allowed');
  const pendingRefunds = usePendingRefundCount(guard.status === 'allowed');
  const unreadMessages = useTicketUnread('/seller/ticket', guard.status === 'allowed');
  const nav = [
    { label: t('seller.nav.dashboard'), icon: IconLayoutDashboard, path: '' },
    { label: t('seller.nav.orders'), icon: IconReceipt, path: 'orders' },
    {
      label: t('seller.nav.refunds'),
      icon: IconReceiptRefund,
      path: 'refunds',
      count: { value: pendingRefunds.data, label: t('seller.refunds.pendingCount', { n: pendingRefunds.data }) },
    },
    {
      label: t('seller.nav.messages'),
      icon: IconMessages,
      path: 'messages',
      count: { value: unreadMessages.data, label: t('seller.messages.unread', { count: unreadMessages.data }) },
    },
    { label: t('seller.nav.products'), icon: IconPackage, path: 'products' },
    { label: t('seller.nav.coupons'), icon: IconTicket, path: 'coupons' },
    { label: t('seller.nav.shop'), icon: IconBuildingStore, path: 'shop' },
    { label: t('seller.nav.shipping'), icon: IconTruckDelivery, path: 'shipping' },
    { label: t('seller.nav.bulk'), icon: IconFileSpreadsheet, path: 'bulk' },
  ];
  return (
    <BackOfficeLayout area="seller" title={shop.data?.name ?? t('seller.title')} nav={nav}>
      {shop.data?.status === 'suspended' && (
        // The mall suspended the shop (admin console): everything reads, only open orders' work writes.
        <Alert color="red" variant="light" icon={<IconLock size={18} />} title={t('seller.suspended.title')} mb="md" data-testid="shop-suspended-banner">
          {t('seller.suspended.body', { reason: shop.data.suspended_reason })}
        </Alert>
      )}
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductEditorPage />} />
        <Route path="products/:id" element={<ProductEditorPage />} />
        <Route path="coupons" element={<LazyPage page={<CouponsPage />} />} />
        <Route path="refunds" element={<LazyPage page={<RefundsPage />} />} />
        <Route path="messages" element={<LazyPage page={<MessagesPage />} />} />
        <Route path="messages/:id" element={<LazyPage page={<MessagesPage />} />} />
        <Route path="shop" element={<ShopSettingsPage />} />
        <Route path="shipping" element={<LazyPage page={<ShippingPage />} />} />
        <Route path="bulk" element={<BulkPage />} />
        <Route path="*" element={<ToDashboard />} />
      </Routes>
    </BackOfficeLayout>
  );
}
