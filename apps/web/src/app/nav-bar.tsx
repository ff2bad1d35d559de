/** The custom navigation bar: the mall's logo and name, category menu (desktop), search, language and currency switchers, notices, cart, account. */
import { ActionIcon, Anchor, Button, Container, Group, Indicator, Text } from '@mantine/core';
import { IconBell, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountNavButton } from '../features/account/account-nav-button';
import { useCartCount } from '../features/cart/cart-count';
import { CurrencySwitcher } from '../features/locale/currency-switcher';
import { LanguageSwitcher } from '../features/locale/language-switcher';
import { SearchBox } from '../features/search/search-box';
import { useUserInfo } from '../features/session/api';
import { useLoginLink } from '../features/session/login-link';
import { useHasLogin } from '../features/session/session-store';
import { useWebsiteConfig } from '../features/site/api';
import { lazyPart } from '../lib/lazy-part';
import { mediaUrl } from '../lib/media';
import { CategoryMenu } from './category-menu';

// The bell's live count: loaded after the first page, and only for someone logged in.
const LiveUnread = lazyPart(() => import('../features/notices/live-unread'));

export function NavBar() {
  const { t } = useTranslation();
  const loginLink = useLoginLink();
  const hasLogin = useHasLogin();
  const { data: info } = useUserInfo();
  // The session's notify flag (spec §3): up for notices newer than its last visit to the notices page.
  const unread = info && info.notice.count > 0 ? info.notify : 0;
  const cartCount = useCartCount();
  // The mall's name and logo from its website config (fetched at boot), else ours.
  const { data: site } = useWebsiteConfig();

  return (
    <header
      style={{ background: 'var(--mantine-color-white)', borderBottom: '1px solid var(--mantine-color-gray-3)', position: 'sticky', top: 0, zIndex: 100 }}
    >
      <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={8}>
        <Group justify="space-between" wrap="wrap" gap="xs" style={{ rowGap: 6 }}>
          <Anchor component={Link} to="/" underline="never" aria-label={t('nav.home')}>
            <Group gap={6} wrap="nowrap">
              <img src={site?.logo ? mediaUrl(site.logo) : '/icon.svg'} width={28} height={28} alt="" style={{ objectFit: 'contain' }} />
              <Text fw={800} fz="lg" c="orange.8" visibleFrom="xs">
                {site?.site_name || t('nav.brand')}
              </Text>
            </Group>
          </Anchor>
          <CategoryMenu />
          <SearchBox />
          <Group gap={4} wrap="nowrap" component="nav" aria-label={t('nav.mainNavigation')}>
            <LanguageSwitcher />
            <CurrencySwitcher />
            {hasLogin && <LiveUnread />}
            <Indicator disabled={unread === 0} color="red" size={9} offset={6} processing={false}>
              <ActionIcon
                component={Link}
                to="/pages/notice/notice"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={unread > 0 ? t('nav.unreadNotices') : t('nav.notices')}
              >
                <IconBell size={22} stroke={1.6} />
              </ActionIcon>
            </Indicator>
            <Indicator disabled={cartCount === 0} label={cartCount} size={16} offset={4} color="red">
              <ActionIcon component={Link} to="/pages/cart/cart" variant="subtle" color="gray" size="lg" aria-label={`${t('nav.cart')} (${cartCount})`}>
                <IconShoppingCart size={22} stroke={1.6} />
              </ActionIcon>
            </Indicator>
            {hasLogin ? (
              <AccountNavButton />
            ) : (
              <Button component={Link} {...loginLink} size="compact-sm" variant="light" visibleFrom="sm">
                {t('nav.login')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
