/**
 * The admin console (`#/admin` on the mall's host, `admin.<host>` on its own): the back-office
 * frame with the console's navigation, and its pages. The frame shows the login form or the
 * no-permission page to anyone who is not an admin; pages load on first use.
 */
import type { AdminQueue } from '@agora/contract/admin-queues';
import { mayUse, STAFF_AREAS, type StaffArea } from '@agora/contract/staff';
import { Center, Loader } from '@mantine/core';
import {
  IconAd2,
  IconAddressBook,
  IconArrowBackUp,
  IconBolt,
  IconBook2,
  IconBoxSeam,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCash,
  IconChartBar,
  IconCoin,
  IconCurrencyDollar,
  IconFileText,
  IconLanguage,
  IconLayoutDashboard,
  IconListTree,
  IconMail,
  IconMessageStar,
  IconMessages,
  IconNews,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconSettingsDollar,
  IconShieldCheck,
  IconSpeakerphone,
  IconStack2,
  IconTags,
  IconTicket,
  IconTruckDelivery,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { loadPageTexts } from '../../lib/i18n';
import { BackOfficeLayout, type BackOfficeNavItem } from '../back-office/back-office-layout';
import { useAreaGuard } from '../back-office/use-area-guard';
import { websiteConfigQuery } from '../site/api';
import { useTicketUnread } from '../tickets/api';
import { useAdminTexts } from './admin-texts';
import { useQueues } from './api/queues';
import { useStaffMe } from './staff/staff-api';
import './admin-console.css';

const OverviewPage = lazy(() => import('./pages/overview-page'));
const ApplicationsPage = lazy(() => import('./pages/applications-page'));
const ApplicationDetailPage = lazy(() => import('./pages/application-detail-page'));
const ProductsPage = lazy(() => import('./pages/products-page'));
const StockPage = lazy(() => import('./pages/stock-page'));
const CategoriesPage = lazy(() => import('./catalogue/categories-page'));
const BrandsPage = lazy(() => import('./catalogue/brands-page'));
const AnnouncementsPage = lazy(() => import('./pages/announcements-page'));
const CouponsPage = lazy(() => import('./coupons/coupons-page'));
const MoneyPage = lazy(() => import('./money/money-pages'));
const RefundsPage = lazy(() => import('./refunds/refunds-page'));
const OrdersPage = lazy(() => import('./orders/orders-page'));
const OrderDetailPage = lazy(() => import('./orders/order-detail-page'));
// With the storefront pages' texts (the country names' search and the field errors).
const ShippingPage = lazy(() => Promise.all([import('./shipping/shipping-page'), loadPageTexts()]).then(([page]) => page));
// With the storefront pages' texts (the conversation parts' words).
const SupportPage = lazy(() => Promise.all([import('./tickets/support-page'), loadPageTexts()]).then(([page]) => page));
const PoliciesPage = lazy(() => import('./content/policies-page'));
const BlogPage = lazy(() => import('./content/blog-page'));
const ArticleEditorPage = lazy(() => import('./content/article-editor-page'));
const ContactDetailsPage = lazy(() => import('./content/contact-details-page'));
const AuditTrailPage = lazy(() => import('./audit-trail/audit-trail-page'));
const UsersPage = lazy(() => import('./users/users-page'));
// With the storefront pages' texts (order, refund and ledger words).
const UserPage = lazy(() => Promise.all([import('./users/user-page'), loadPageTexts()]).then(([page]) => page));
const StaffPage = lazy(() => import('./staff/staff-page'));
const ShopsPage = lazy(() => import('./shops/shops-page'));
const AllProductsPage = lazy(() => import('./shops/all-products-page'));
const ReviewsPage = lazy(() => import('./shops/reviews-page'));
const InvitePage = lazy(() => import('./staff/invite-page'));
const CurrenciesPage = lazy(() => import('./settings/currencies-page'));
const LanguagesPage = lazy(() => import('./settings/languages-page'));
const SiteConfigPage = lazy(() => import('./settings/site-config-page'));
const FlashDealsPage = lazy(() => import('./marketing/flash-deals-page'));
const AdvertsPage = lazy(() => import('./marketing/adverts-page'));
const ReportsPage = lazy(() => import('./reports/reports-page'));
const NewsletterPage = lazy(() => import('./reports/newsletter-page'));

function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** The invitation link opens outside the console's login; everything else is the console. */
export default function AdminApp() {
  const ready = useAdminTexts();
  if (!ready) return <Loading />;
  return (
    <Routes>
      <Route
        path="invite/:token"
        element={
          <Suspense fallback={<Loading />}>
            <InvitePage />
          </Suspense>
        }
      />
      <Route path="*" element={<Console />} />
    </Routes>
  );
}

function Console() {
  const { t } = useTranslation();
  const site = useQuery(websiteConfigQuery);
  // The menu's count of unread support messages, asked for only once the user may see the console.
  const allowed = useAreaGuard('admin').status === 'allowed';
  const unreadSupport = useTicketUnread('/admin/ticket', allowed);
  const me = useStaffMe(allowed);
  const queues = useQueues(allowed);
  /** A queue's count for its menu item. */
  const waiting = (queue: AdminQueue) => ({ value: queues.data?.[queue], label: t('admin.queues.waiting', { count: queues.data?.[queue] ?? 0 }) });
  /** The menu offers the areas the caller's staff roles open (every one for the owner). */
  const permitted = (items: (BackOfficeNavItem & { areas: readonly StaffArea[] })[]) => items.filter((item) => mayUse(me.data?.roles ?? [], item.areas));
  return (
    <BackOfficeLayout
      area="admin"
      title={`${site.data?.site_name || t('nav.brand')} · ${t('admin.consoleTitle')}`}
      nav={permitted([
        { areas: STAFF_AREAS, label: t('admin.nav.overview'), icon: IconLayoutDashboard, path: '' },
        {
          group: t('admin.navGroup.catalogue'),
          areas: ['catalogue'],
          label: t('admin.nav.applications'),
          icon: IconBuildingStore,
          path: 'applications',
          count: waiting('applications'),
        },
        {
          group: t('admin.navGroup.catalogue'),
          areas: ['catalogue'],
          label: t('admin.nav.products'),
          icon: IconPackage,
          path: 'products',
          count: waiting('products'),
        },
        { group: t('admin.navGroup.catalogue'), areas: ['catalogue'], label: t('admin.nav.stock'), icon: IconStack2, path: 'stock', count: waiting('stock') },
        { group: t('admin.navGroup.catalogue'), areas: ['catalogue'], label: t('admin.nav.shops'), icon: IconBuildingWarehouse, path: 'shops' },
        { group: t('admin.navGroup.catalogue'), areas: ['catalogue'], label: t('admin.nav.allProducts'), icon: IconBoxSeam, path: 'all-products' },
        { group: t('admin.navGroup.catalogue'), areas: ['catalogue'], label: t('admin.nav.categories'), icon: IconListTree, path: 'categories' },
        { group: t('admin.navGroup.catalogue'), areas: ['catalogue'], label: t('admin.nav.brands'), icon: IconTags, path: 'brands' },
        { group: t('admin.navGroup.catalogue'), areas: ['catalogue'], label: t('admin.nav.reviews'), icon: IconMessageStar, path: 'reviews' },
        { group: t('admin.navGroup.orders'), areas: ['orders'], label: t('admin.nav.orders'), icon: IconReceipt, path: 'orders' },
        {
          group: t('admin.navGroup.orders'),
          areas: ['orders'],
          label: t('admin.nav.refunds'),
          icon: IconArrowBackUp,
          path: 'refunds',
          count: waiting('refunds'),
        },
        { group: t('admin.navGroup.orders'), areas: ['orders'], label: t('admin.nav.shipping'), icon: IconTruckDelivery, path: 'shipping' },
        { group: t('admin.navGroup.customers'), areas: ['support', 'orders', 'finance'], label: t('admin.nav.users'), icon: IconUsers, path: 'users' },
        {
          group: t('admin.navGroup.customers'),
          areas: ['support'],
          label: t('admin.nav.support'),
          icon: IconMessages,
          path: 'support',
          count: { value: unreadSupport.data, label: t('admin.support.unread', { count: unreadSupport.data }) },
        },
        { group: t('admin.navGroup.finance'), areas: ['finance'], label: t('admin.nav.topups'), icon: IconCoin, path: 'topups', count: waiting('topups') },
        {
          group: t('admin.navGroup.finance'),
          areas: ['finance'],
          label: t('admin.nav.withdrawals'),
          icon: IconCash,
          path: 'withdrawals',
          count: waiting('withdrawals'),
        },
        { group: t('admin.navGroup.finance'), areas: ['finance'], label: t('admin.nav.books'), icon: IconBook2, path: 'books' },
        { group: t('admin.navGroup.finance'), areas: ['finance'], label: t('admin.nav.reports'), icon: IconChartBar, path: 'reports' },
        { group: t('admin.navGroup.finance'), areas: ['finance'], label: t('admin.nav.currencies'), icon: IconCurrencyDollar, path: 'currencies' },
        { group: t('admin.navGroup.finance'), areas: ['finance'], label: t('admin.nav.moneySettings'), icon: IconSettingsDollar, path: 'money-settings' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.flashDeals'), icon: IconBolt, path: 'flash-deals' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.coupons'), icon: IconTicket, path: 'coupons' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.adverts'), icon: IconAd2, path: 'adverts' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.newsletter'), icon: IconMail, path: 'newsletter' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.announcements'), icon: IconSpeakerphone, path: 'announcements' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.policies'), icon: IconFileText, path: 'policies' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.blog'), icon: IconNews, path: 'blog' },
        { group: t('admin.navGroup.marketing'), areas: ['content'], label: t('admin.nav.contact'), icon: IconAddressBook, path: 'contact' },
        { group: t('admin.navGroup.mall'), areas: [], label: t('admin.nav.staff'), icon: IconUsersGroup, path: 'staff' },
        { group: t('admin.navGroup.mall'), areas: ['content'], label: t('admin.nav.languages'), icon: IconLanguage, path: 'languages' },
        { group: t('admin.navGroup.mall'), areas: [], label: t('admin.nav.siteConfig'), icon: IconSettings, path: 'site-config' },
        { group: t('admin.navGroup.mall'), areas: ['finance'], label: t('admin.nav.auditTrail'), icon: IconShieldCheck, path: 'audit-trail' },
      ])}
    >
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="applications/:id" element={<ApplicationDetailPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="stock" element={<StockPage />} />
          <Route path="shops" element={<ShopsPage />} />
          <Route path="all-products" element={<AllProductsPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="brands" element={<BrandsPage />} />
          <Route path="announcements" element={<AnnouncementsPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="topups" element={<MoneyPage page="topups" />} />
          <Route path="withdrawals" element={<MoneyPage page="withdrawals" />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderDetailPage />} />
          <Route path="refunds" element={<RefundsPage />} />
          <Route path="shipping" element={<ShippingPage />} />
          <Route path="support" element={<SupportPage />} />
          <Route path="support/:id" element={<SupportPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<UserPage />} />
          <Route path="books" element={<MoneyPage page="books" />} />
          <Route path="money-settings" element={<MoneyPage page="settings" />} />
          <Route path="audit-trail" element={<AuditTrailPage />} />
          <Route path="policies" element={<PoliciesPage />} />
          <Route path="blog" element={<BlogPage />} />
          <Route path="blog/:id" element={<ArticleEditorPage />} />
          <Route path="contact" element={<ContactDetailsPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="currencies" element={<CurrenciesPage />} />
          <Route path="languages" element={<LanguagesPage />} />
          <Route path="site-config" element={<SiteConfigPage />} />
          <Route path="flash-deals" element={<FlashDealsPage />} />
          <Route path="adverts" element={<AdvertsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="*" element={<Navigate to="." replace />} />
        </Routes>
      </Suspense>
    </BackOfficeLayout>
  );
}
