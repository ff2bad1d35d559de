/** Phones get a bottom tab bar: Home, Categories, Cart, Account. */
import { Group, Indicator, Text, UnstyledButton } from '@mantine/core';
import { IconCategory, IconHome, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCartCount } from '../features/cart/cart-count';
import { useLoginLink } from '../features/session/login-link';
import { useHasLogin } from '../features/session/session-store';

export function BottomTabs() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const loginLink = useLoginLink();
  const cartCount = useCartCount();
  const tabs = [
    { to: '/', label: t('nav.home'), Icon: IconHome, end: true },
    { to: '/pages/category/category', label: t('nav.categories'), Icon: IconCategory, end: false },
    { to: '/pages/cart/cart', label: t('nav.cart'), Icon: IconShoppingCart, end: false },
    hasLogin
      ? { to: '/pages/mine/dashboard', label: t('nav.account'), Icon: IconUser, end: false }
      : { ...loginLink, label: t('nav.account'), Icon: IconUser, end: false },
  ];
  return (
    <nav className="agora-bottom-tabs" aria-label={t('nav.mainNavigation')}>
      <Group grow gap={0}>
        {tabs.map(({ label, Icon, ...link }) => (
          <UnstyledButton key={label} component={NavLink} {...link} py={6} style={{ textAlign: 'center' }}>
            {({ isActive }: { isActive: boolean }) => (
              <>
                {/* The cart's tab carries its count of lines, as the header's cart does. */}
                <Indicator
                  disabled={link.to !== '/pages/cart/cart' || cartCount === 0}
                  label={cartCount}
                  size={16}
                  offset={2}
                  color="red"
                  display="block"
                  w="fit-content"
                  mx="auto"
                >
                  <Icon
                    size={22}
                    stroke={1.6}
                    color={isActive ? 'var(--mantine-color-orange-8)' : 'var(--mantine-color-gray-7)'}
                    style={{ display: 'block', margin: '0 auto' }}
                  />
                </Indicator>
                <Text fz={11} c={isActive ? 'orange.8' : 'gray.7'} lh={1.3} truncate>
                  {label}
                </Text>
              </>
            )}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
