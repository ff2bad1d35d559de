/**
 * Every route of the spec (hash router, base '/'), each page a lazy chunk. Routes whose feature
 * is still to come show the "opening soon" page with their own title; unknown routes go to 404.
 * A page that fails shows its error inside the shell (the pathless route's error element), so
 * the header, footer and tabs stay. Some pages are composed here with what the route adds around
 * them (routes/: the page title, a category's trail and its not-found state).
 */
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { areaOfHost } from '../features/back-office/area';
import HomePage from '../features/home/home-page';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { DelayedLoader } from './route-loading';
import { Shell } from './shell';

// The home page is the first page: part of the entry chunk rather than a chunk of its own, so the
// first page is fewer, larger files (one gzip context instead of a dozen tiny shared chunks).
const home = async () => ({ Component: HomePage });
const pending = lazyPage(() => import('../features/system/pending-page'));

/** A route with its page title key (read by the pending page and the document title). */
const page = (path: string, title: string, lazy: RouteObject['lazy'] = pending): RouteObject => ({ path, lazy, handle: { title } });

// The mall's own pages (policies, contact, blog) share one chunk.
const contentPages = lazyPage(() => import('../features/policies/content-pages'));
// The buyer's order pages (and their refund requests) share one chunk.
const orderPages = lazyPage(() => import('../features/orders/order-pages'));
const sellerApp = lazyPage(() => import('../features/seller-centre/seller-app'));
const adminApp = lazyPage(() => import('../features/admin-console/admin-app'));
/** The seller centre and admin console: their own frame, not the storefront's shell. */
const area = (path: string, lazy: typeof pending): RouteObject => ({ path, lazy, errorElement: <RouteError />, hydrateFallbackElement: <DelayedLoader /> });

export const routes: RouteObject[] = [
  area('seller/*', sellerApp),
  area('admin/*', adminApp),
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <DelayedLoader />,
    children: [{ errorElement: <RouteError />, children: pages() }],
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, lazy: home, handle: { title: 'pages.home' } },
    page('pages/home/home', 'pages.home', home),
    page(
      'pages/category/category',
      'pages.category',
      lazyPage(() => import('../features/home/categories-page')),
    ),
    page(
      'pages/category/detail',
      'pages.categoryDetail',
      lazyPage(() => import('./routes/category-route')),
    ),
    page(
      'pages/category/brands',
      'pages.brands',
      lazyPage(() => import('../features/home/brands-page')),
    ),
    page(
      'pages/category/recommend',
      'pages.recommend',
      lazyPage(() => import('../features/catalog-pages/product-list-page')),
    ),
    page(
      'pages/category/products',
      'pages.products',
      lazyPage(() => import('../features/catalog-pages/product-list-page')),
    ),
    page(
      'pages/prouduct/detail',
      'pages.product',
      lazyPage(() => import('./routes/product-route')),
    ),
    page(
      'pages/cart/cart',
      'pages.cart',
      lazyPage(() => import('../features/cart/cart-page')),
    ),
    page(
      'pages/notice/notice',
      'pages.notice',
      lazyPage(() => import('../features/notices/notices-page')),
    ),
    page(
      'pages/search/search',
      'pages.search',
      lazyPage(() => import('./routes/search-route')),
    ),
    page(
      'pages/users/login',
      'pages.login',
      lazyPage(() => import('../features/auth/login-page')),
    ),
    page(
      'pages/users/register',
      'pages.register',
      lazyPage(() => import('../features/auth/register-page')),
    ),
    page(
      'pages/users/forgot',
      'pages.forgot',
      lazyPage(() => import('../features/auth/forgot-page')),
    ),
    page(
      'pages/users/404',
      'pages.notFound',
      lazyPage(() => import('../features/system/not-found-page')),
    ),
    page(
      'pages/mine/dashboard',
      'pages.dashboard',
      lazyPage(() => import('../features/account/dashboard-page')),
    ),
    page(
      'pages/mine/wallet',
      'pages.wallet',
      lazyPage(() => import('../features/wallet/wallet-page')),
    ),
    page('pages/mine/refund_sent', 'pages.refundSent', orderPages),
    page('pages/mine/tickets', 'accountMenu.tickets', orderPages),
    page(
      'pages/mine/affiliate',
      'affiliate.title',
      lazyPage(() => import('../features/affiliate/affiliate-page')),
    ),
    page(
      'pages/mine/confing',
      'pages.profile',
      lazyPage(() => import('../features/profile/profile-page')),
    ),
    page(
      'pages/flash-deals/flash-deals',
      'pages.flashDeals',
      lazyPage(() => import('../features/flash-deals/flash-deals-page')),
    ),
    page('pages/blog/blog', 'pages.blog', contentPages),
    page('pages/blog/detail', 'pages.blogDetail', contentPages),
    page('pages/policy/terms', 'pages.terms', contentPages),
    page('pages/policy/return', 'pages.returnPolicy', contentPages),
    page('pages/policy/support', 'pages.supportPolicy', contentPages),
    page('pages/policy/privacy', 'pages.privacy', contentPages),
    page('pages/policy/about_us', 'pages.aboutUs', contentPages),
    page('pages/contact', 'contact.title', contentPages),
    page(
      'pages/newsletter/unsubscribe',
      'newsletter.leaveTitle',
      lazyPage(() => import('../features/newsletter/unsubscribe-page')),
    ),
    page(
      'pages/coupons',
      'coupons.title',
      lazyPage(() => import('../features/coupons/coupons-page')),
    ),
    page('pages/history/purchase', 'pages.purchaseHistory', orderPages),
    page('pages/history/detail', 'pages.orderDetail', orderPages),
    page('pages/order/track', 'pages.orderTrack', orderPages),
    page('pages/order/invoice', 'pages.invoice', orderPages),
    page(
      'pages/shop/create',
      'pages.shopCreate',
      lazyPage(() => import('../features/shop-create/shop-create-page')),
    ),
    page(
      'pages/shop/detail',
      'pages.shopDetail',
      lazyPage(() => import('../features/catalog-pages/shop-page')),
    ),
    page(
      'pages/wishlist/wishlist',
      'pages.wishlist',
      lazyPage(() => import('../features/wishlist/wishlist-page')),
    ),
    page(
      'pages/compare/compare',
      'pages.compare',
      lazyPage(() => import('../features/compare/compare-page')),
    ),
    page(
      'choose-location',
      'pages.chooseLocation',
      lazyPage(() => import('../features/addresses/choose-location-page')),
    ),
    page(
      'open-location',
      'pages.openLocation',
      lazyPage(() => import('../features/addresses/open-location-page')),
    ),
    { path: '*', element: <Navigate to="/pages/users/404" replace /> },
  ];
}

// On `seller.<host>` and `admin.<host>` the whole app is that area.
const hostArea = areaOfHost(window.location.hostname);
export const router = createHashRouter(hostArea ? [area('*', hostArea === 'seller' ? sellerApp : adminApp)] : routes);
