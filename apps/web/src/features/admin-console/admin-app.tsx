/**
 * The admin console (`#/admin` on the mall's host, `admin.<host>` on its own): the back-office
 * frame with the console's navigation, and its pages. The frame shows the login form or the
 * no-permission page to anyone who is not an admin; pages load on first use.
 */
import { mayUse, STAFF_AREAS, type StaffArea } from '@agora/contract/staff';
import { Center, Loader } from '@mantine/core';
import {
  IconAddressBook,
  IconArrowBackUp,
  IconBook2,
  IconBuildingStore,
  IconCash,
  IconCoin,
  IconFileText,
  IconLayoutDashboard,
  IconMessages,
  IconNews,
  IconPackage,
  IconSettingsDollar,
  IconSpeakerphone,
  IconStack2,
  IconTicket,
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
import { useStaffMe } from './staff/staff-api';
import './admin-console.css';

const OverviewPage = lazy(() => import('./pages/overview-page'));
const ApplicationsPage = lazy(() => import('./pages/applications-page'));
const ApplicationDetailPage = lazy(() => import('./pages/application-detail-page'));
const ProductsPage = lazy(() => import('./pages/products-page'));
const StockPage = lazy(() => import('./pages/stock-page'));
const AnnouncementsPage = lazy(() => import('./pages/announcements-page'));
const CouponsPage = lazy(() => import('./coupons/coupons-page'));
const MoneyPage = lazy(() => import('./money/money-pages'));
const RefundsPage = lazy(() => import('./refunds/refunds-page'));
// With the storefront pages' texts (the conversation parts' words).
const SupportPage = lazy(() => Promise.all([import('./tickets/support-page'), loadPageTexts()]).then(([page]) => page));
const PoliciesPage = lazy(() => import('./content/policies-page'));
const BlogPage = lazy(() => import('./content/blog-page'));
const ArticleEditorPage = lazy(() => import('./content/article-editor-page'));
const ContactDetailsPage = lazy(() => import('./content/contact-details-page'));

function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

export default function AdminApp() {
  const { t } = useTranslation();
  const ready = useAdminTexts();
  const site = useQuery(websiteConfigQuery);
  // The menu's count of unread support messages, asked for only once the user may see the console.
  const allowed = useAreaGuard('admin').status === 'allowed';
  const unreadSupport = useTicketUnread('/admin/ticket', allowed);
  const me = useStaffMe(allowed);
  /** The menu offers the areas the caller's staff roles open (every one for the owner). */
  const permitted = (items: (BackOfficeNavItem & { areas: readonly StaffArea[] })[]) => items.filter((item) => mayUse(me.data?.roles ?? [], item.areas));
  if (!ready) return <Loading />;
  return (
    <BackOfficeLayout
      area="admin"
      title={`${site.data?.site_name || t('nav.brand')} · ${t('admin.consoleTitle')}`}
      nav={permitted([
        { areas: STAFF_AREAS, label: t('admin.nav.overview'), icon: IconLayoutDashboard, path: '' },
        { areas: ['catalogue'], label: t('admin.nav.applications'), icon: IconBuildingStore, path: 'applications' },
        { areas: ['catalogue'], label: t('admin.nav.products'), icon: IconPackage, path: 'products' },
        { areas: ['catalogue'], label: t('admin.nav.stock'), icon: IconStack2, path: 'stock' },
        { areas: ['content'], label: t('admin.nav.coupons'), icon: IconTicket, path: 'coupons' },
        { areas: ['finance'], label: t('admin.nav.topups'), icon: IconCoin, path: 'topups' },
        { areas: ['finance'], label: t('admin.nav.withdrawals'), icon: IconCash, path: 'withdrawals' },
        { areas: ['orders'], label: t('admin.nav.refunds'), icon: IconArrowBackUp, path: 'refunds' },
        {
          areas: ['support'],
          label: t('admin.nav.support'),
          icon: IconMessages,
          path: 'support',
          count: { value: unreadSupport.data, label: t('admin.support.unread', { count: unreadSupport.data }) },
        },
        { areas: ['finance'], label: t('admin.nav.books'), icon: IconBook2, path: 'books' },
        { areas: ['finance'], label: t('admin.nav.moneySettings'), icon: IconSettingsDollar, path: 'money-settings' },
        { areas: ['content'], label: t('admin.nav.announcements'), icon: IconSpeakerphone, path: 'announcements' },
        { areas: ['content'], label: t('admin.nav.policies'), icon: IconFileText, path: 'policies' },
        { areas: ['content'], label: t('admin.nav.blog'), icon: IconNews, path: 'blog' },
        { areas: ['content'], label: t('admin.nav.contact'), icon: IconAddressBook, path: 'contact' },
      ])}
    >
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="applications/:id" element={<ApplicationDetailPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="stock" element={<StockPage />} />
          <Route path="announcements" element={<AnnouncementsPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="topups" element={<MoneyPage page="topups" />} />
          <Route path="withdrawals" element={<MoneyPage page="withdrawals" />} />
          <Route path="refunds" element={<RefundsPage />} />
          <Route path="support" element={<SupportPage />} />
          <Route path="support/:id" element={<SupportPage />} />
          <Route path="books" element={<MoneyPage page="books" />} />
          <Route path="money-settings" element={<MoneyPage page="settings" />} />
          <Route path="policies" element={<PoliciesPage />} />
          <Route path="blog" element={<BlogPage />} />
          <Route path="blog/:id" element={<ArticleEditorPage />} />
          <Route path="contact" element={<ContactDetailsPage />} />
          <Route path="*" element={<Navigate to="." replace />} />
        </Routes>
      </Suspense>
    </BackOfficeLayout>
  );
}
