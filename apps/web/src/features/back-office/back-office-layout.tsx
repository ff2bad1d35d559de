/**
 * The frame of the seller centre and the admin console (a desk layout: top bar and a left
 * navigation that folds into a drawer below 768 px). It also decides who sees the area: it
 * exchanges a sign-in handoff code found in the address, shows a compact login form without a
 * session, the spec's no-permission page without the area's role, and the area's pages otherwise.
 *
 * Props:
 * - `area`: 'seller' | 'admin' — the area, and the role a user needs to see it.
 * - `title`: the top bar's name (the shop's name in the seller centre, the mall's in the console).
 * - `nav`: the left navigation, `{ label, icon, path, count? }[]`; `path` is relative to the area
 *   ('' for its home, 'products' …), the frame adds `/seller` or `/admin` where the area is a route.
 * - `children`: the area's pages (usually a `<Routes>` with relative paths), shown once allowed.
 *
 * Pages build links with `useAreaPath()` (area-base.ts); `useAreaGuard(role)` answers the same
 * decision to any page that needs it.
 * @example
 * <BackOfficeLayout area="admin" title={mallName} nav={[{ label: t('admin.nav.applications'), icon: IconBuildingStore, path: 'applications' }]}>
 *   <Routes><Route index element={<AdminHome />} /></Routes>
 * </BackOfficeLayout>
 */
import { AppShell, Badge, Burger, Center, Group, Loader, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ContentRetry } from '../../app/route-error';
import { sessionEnded } from '../../lib/events';
import { LanguageSwitcher } from '../locale/language-switcher';
import { session } from '../session/session-store';
import type { BackOfficeArea } from './area';
import { AreaBaseContext } from './area-base';
import { AreaLogin } from './area-login';
import { areaBase } from './area-paths';
import { NoPermission } from './no-permission';
import { useAreaGuard } from './use-area-guard';
import { useHandoffExchange } from './use-handoff-exchange';
import { UserMenu } from './user-menu';

export interface BackOfficeNavItem {
  label: string;
  icon: Icon;
  /** Relative to the area: '' for its home. */
  path: string;
  /** What waits there, shown at the item's end when more than 0 (capped at "99+"), read out as `countLabel`. */
  count?: { value: number | undefined; label: string };
  /** A heading the item sits under; consecutive items of one group share it (a long menu reads by area). */
  group?: string;
}

/** A navigation item's count: a small red badge, `nav-<path>-count` for tests. */
function NavCount({ path, count }: { path: string; count: NonNullable<BackOfficeNavItem['count']> }) {
  if (!count.value) return null;
  return (
    <Badge size="sm" circle={count.value < 10} color="red" aria-label={count.label} data-testid={`nav-${path}-count`}>
      {count.value > 99 ? '99+' : count.value}
    </Badge>
  );
}

export interface BackOfficeLayoutProps {
  area: BackOfficeArea;
  title: string;
  nav: BackOfficeNavItem[];
  children: ReactNode;
}

/** A refused token ends the session here too; the frame then shows its login form. */
function useSessionEnd() {
  const client = useQueryClient();
  useEffect(
    () =>
      sessionEnded.on(() => {
        session.forget();
        client.removeQueries({ queryKey: ['userinfo'] });
      }),
    [client],
  );
}

function isActive(pathname: string, to: string, home: boolean): boolean {
  const here = pathname.replace(/\/$/, '') || '/';
  const target = to.replace(/\/$/, '') || '/';
  return home ? here === target : here === target || here.startsWith(`${target}/`);
}

export function BackOfficeLayout({ area, title, nav, children }: BackOfficeLayoutProps) {
  const { t } = useTranslation();
  const handoff = useHandoffExchange();
  const guard = useAreaGuard(area);
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const base = areaBase(area, window.location.hostname);
  useSessionEnd();
  const allowed = handoff !== 'exchanging' && guard.status === 'allowed';

  useEffect(() => {
    document.title = title;
  }, [title]);
  // A page chosen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(close, [pathname]);

  let content: ReactNode;
  if (handoff === 'exchanging' || guard.status === 'loading') {
    content = (
      <Center mih="50vh" aria-busy="true">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (guard.status === 'login') content = <AreaLogin expired={handoff === 'failed'} />;
  else if (guard.status === 'denied') content = <NoPermission area={area} />;
  else if (guard.status === 'error') content = <ContentRetry title={t('common.fail')} body={t('common.requestError')} onRetry={guard.retry} />;
  else content = children;

  return (
    <AreaBaseContext value={base}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened || !allowed, desktop: !allowed } }}
        padding={{ base: 'xs', sm: 'md' }}
        data-testid={`back-office-${area}`}
      >
        <AppShell.Header>
          <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
            <Group wrap="nowrap" gap="xs" miw={0}>
              {allowed && <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('backOffice.menu')} />}
              <Text component="span" fw={700} fz={{ base: 'sm', sm: 'lg' }} truncate="end" data-testid="back-office-title">
                {title}
              </Text>
            </Group>
            <Group wrap="nowrap" gap="xs" style={{ flexShrink: 0 }}>
              <LanguageSwitcher />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        {allowed && (
          <AppShell.Navbar p="xs" aria-label={t('backOffice.navigation')}>
            <AppShell.Section grow component={ScrollArea}>
              {nav.map((item, i) => {
                const to = `${base}/${item.path}`;
                const heading = item.group && item.group !== nav[i - 1]?.group ? item.group : null;
                return (
                  <Fragment key={item.path}>
                    {heading && (
                      <Text component="h2" fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4} m={0}>
                        {heading}
                      </Text>
                    )}
                    <NavLink
                      component={Link}
                      to={to}
                      label={item.label}
                      leftSection={<item.icon size={18} stroke={1.6} />}
                      rightSection={item.count && <NavCount path={item.path} count={item.count} />}
                      active={isActive(pathname, to, item.path === '')}
                      variant="light"
                    />
                  </Fragment>
                );
              })}
            </AppShell.Section>
          </AppShell.Navbar>
        )}
        <AppShell.Main bg="gray.0">{content}</AppShell.Main>
      </AppShell>
    </AreaBaseContext>
  );
}
