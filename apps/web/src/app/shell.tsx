/**
 * Every page: skip link, the navigation bar, the page (with a retry when the server cannot be
 * reached), the footer, the phone tab bar; a refused token opens login.
 */
import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { hereOf, isAccountEntry, LOGIN_PATH, writeLoginIntent } from '../features/session/login-link';
import { session } from '../features/session/session-store';
import { useWebsiteConfig } from '../features/site/api';
import { usePageOwnTitle } from '../features/system/page-title';
import { sessionEnded } from '../lib/events';
import { loadPageTexts } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';
import { BottomTabs } from './bottom-tabs';
import { ConnectionNotice } from './connection-notice';
import { NavBar } from './nav-bar';
import { NavigationProgress } from './route-loading';

// Below the fold: the footer's code and texts (with the pages' texts) follow the first paint, and
// never take the app down with them.
const Footer = lazyPart(() => Promise.all([import('./footer'), loadPageTexts()]).then(([m]) => ({ default: m.Footer })));

/** "<what the page shows> — <the mall's name>": the page's own title (a product's name…), else its route's. */
function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const own = usePageOwnTitle();
  const key = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  const title = own ?? (key ? t(key) : null);
  const brand = useWebsiteConfig().data?.site_name || t('nav.brand');
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : brand;
  }, [title, brand]);
}

/**
 * "Skip to content" moves focus to the content and leaves the address alone: a link to `#main`
 * would be read by the hash router as a route (and open the 404 page).
 */
function skipToContent() {
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

export function Shell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const here = useLocation();
  const location = useRef(here);
  location.current = here;
  useDocumentTitle();

  useEffect(
    () =>
      sessionEnded.on(() => {
        session.forget();
        client.removeQueries({ queryKey: ['userinfo'] });
        // Back to this page after logging in again (unless it was the login page's own request).
        if (isAccountEntry(location.current.pathname)) return;
        writeLoginIntent({ returnTo: hereOf(location.current), reason: 'session', action: null, at: Date.now() });
        navigate(LOGIN_PATH, { replace: true, state: { loginReason: 'session' } });
      }),
    [navigate, client],
  );

  return (
    <>
      <button type="button" className="agora-skip-link" onClick={skipToContent}>
        {t('nav.skipToContent')}
      </button>
      <NavigationProgress />
      <NavBar />
      <Container component="main" id="main" size="xl" px={{ base: 'xs', sm: 'md' }} pt="md" className="agora-main" tabIndex={-1}>
        <ConnectionNotice />
        <Outlet />
      </Container>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomTabs />
      <ScrollRestoration />
    </>
  );
}
