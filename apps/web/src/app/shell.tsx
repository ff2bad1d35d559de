/** Every page: skip link, the navigation bar, the page, the phone tab bar; a refused token opens login. */
import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigate } from 'react-router';
import { session } from '../features/session/session-store';
import { sessionEnded } from '../lib/events';
import { BottomTabs } from './bottom-tabs';
import { NavBar } from './nav-bar';
import { NavigationProgress } from './route-loading';

function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    document.title = key ? `${t(key)} · Agora` : 'Agora';
  }, [key, t]);
}

export function Shell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  useDocumentTitle();

  useEffect(
    () =>
      sessionEnded.on(() => {
        session.forget();
        client.removeQueries({ queryKey: ['userinfo'] });
        navigate('/pages/users/login', { replace: true });
      }),
    [navigate, client],
  );

  return (
    <>
      <a className="agora-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <NavBar />
      <Container component="main" id="main" size="xl" px={{ base: 'xs', sm: 'md' }} pt="md" className="agora-main" tabIndex={-1}>
        <Outlet />
      </Container>
      <BottomTabs />
      <ScrollRestoration />
    </>
  );
}
