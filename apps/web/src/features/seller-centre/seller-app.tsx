/**
 * The seller centre: its frame (features/back-office) with the seller's pages. At `#/seller/*`
 * on the mall's host, or at `#/*` on `seller.<host>`. Its texts load with it.
 */
import { Center, Loader } from '@mantine/core';
import { IconBuildingStore, IconFileSpreadsheet, IconLayoutDashboard, IconPackage, IconReceipt, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useAreaPath } from '../back-office/area-base';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { useAreaGuard } from '../back-office/use-area-guard';
import { useShopSettings } from './api/seller-api';
import { BulkPage } from './bulk/bulk-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { ProductEditorPage } from './editor/product-editor-page';
import { OrdersPage } from './orders/orders-page';
import { ProductsPage } from './products/products-page';
import { sellerTextsReady } from './seller-texts';
import { ShopSettingsPage } from './shop/shop-settings-page';
import './seller-centre.css';

// A chunk of its own, shared with the admin console's coupons page: were it part of the seller
// centre's chunk, the first page's list of that chunk's files would grow.
const CouponsPage = lazy(() => import('./coupons/coupons-page'));

/** An unknown address inside the seller centre goes to its dashboard. */
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
  const nav = [
    { label: t('seller.nav.dashboard'), icon: IconLayoutDashboard, path: '' },
    { label: t('seller.nav.orders'), icon: IconReceipt, path: 'orders' },
    { label: t('seller.nav.products'), icon: IconPackage, path: 'products' },
    { label: t('seller.nav.coupons'), icon: IconTicket, path: 'coupons' },
    { label: t('seller.nav.shop'), icon: IconBuildingStore, path: 'shop' },
    { label: t('seller.nav.bulk'), icon: IconFileSpreadsheet, path: 'bulk' },
  ];
  return (
    <BackOfficeLayout area="seller" title={shop.data?.name ?? t('seller.title')} nav={nav}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductEditorPage />} />
        <Route path="products/:id" element={<ProductEditorPage />} />
        <Route
          path="coupons"
          element={
            <Suspense
              fallback={
                <Center mih="40vh" aria-busy="true">
                  <Loader />
                </Center>
              }
            >
              <CouponsPage />
            </Suspense>
          }
        />
        <Route path="shop" element={<ShopSettingsPage />} />
        <Route path="bulk" element={<BulkPage />} />
        <Route path="*" element={<ToDashboard />} />
      </Routes>
    </BackOfficeLayout>
  );
}
