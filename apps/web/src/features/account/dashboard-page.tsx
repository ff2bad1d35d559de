/**
 * The account dashboard: greeting, counts, invitation code, and the account menu. A menu entry
 * appears only once its feature works; the rest of the spec's menu arrives with those features.
 */
import { Alert, Avatar, Button, CopyButton, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsLeftRight, IconBell, IconBuildingStore, IconHeart, IconLogout, IconShieldLock, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media';
import { useLogout, useUserInfo } from '../session/api';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';

/** A count that leads to its list: a figure in the text colour (tabular), not a link's blue. */
function Count({ label, value, Icon, to }: { label: string; value: number; Icon: typeof IconBell; to: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper component={Link} to={to} withBorder p="sm" radius="md" className="agora-figure" data-testid={`count-${label}`}>
      <Group gap="xs" wrap="nowrap">
        <Icon size={22} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text fz="xl" fw={700} lh={1} className="agora-figure" data-testid="count-value">
            {new Intl.NumberFormat(localeTag(i18n.language)).format(value)}
          </Text>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const hasLogin = useHasLogin();
  const navigate = useNavigate();
  const info = useUserInfo();
  const logout = useLogout();

  if (!hasLogin) return <LoginRedirect reason="account" />;
  if (info.isPending) return <Skeleton height={240} radius="md" />;
  if (!info.data) return <Alert color="red">{t('common.requestError')}</Alert>;

  const { user, card, product, notice, seller_url } = info.data;
  const since = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium' }).format(new Date(user.created_at));

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Paper withBorder p="md" radius="md">
        <Group wrap="nowrap">
          <Avatar src={mediaUrl(user.avatar) || null} alt="" size="lg" color="orange">
            {user.firstname.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz="xl" data-testid="greeting">
              {t('account.greeting', { name: user.firstname })}
            </Title>
            <Text fz="sm" c="dimmed" truncate>
              {user.email} · {user.phone}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('account.memberSince', { date: since })}
            </Text>
          </div>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Count label={t('account.cartCount')} value={card.count} Icon={IconShoppingCart} to="/pages/cart/cart" />
        <Count label={t('account.wishlistCount')} value={product.count} Icon={IconHeart} to="/pages/wishlist/wishlist" />
        <Count label={t('account.noticeCount')} value={notice.count} Icon={IconBell} to="/pages/notice/notice" />
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Text fw={600}>{t('account.invitationCode')}</Text>
        <Group gap="xs" mt={4}>
          <Text ff="monospace" fz="lg" data-testid="invitation-code">
            {user.invitation_code}
          </Text>
          <CopyButton value={user.invitation_code}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" onClick={copy}>
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('account.invitationHint')}
        </Text>
      </Paper>

      <Paper withBorder radius="md" component="nav" aria-label={t('account.menuTitle')}>
        <Stack gap={0} p="xs">
          <Button component={Link} to="/pages/wishlist/wishlist" variant="subtle" justify="flex-start" leftSection={<IconHeart size={18} />}>
            {t('pages.wishlist')}
          </Button>
          <Button component={Link} to="/pages/compare/compare" variant="subtle" justify="flex-start" leftSection={<IconArrowsLeftRight size={18} />}>
            {t('pages.compare')}
          </Button>
          {user.roles.includes('seller') && (
            <Button component="a" href={seller_url} variant="subtle" justify="flex-start" leftSection={<IconBuildingStore size={18} />}>
              {t('account.sellerCentre')}
            </Button>
          )}
          {user.roles.includes('admin') && (
            <Button component={Link} to="/admin" variant="subtle" justify="flex-start" leftSection={<IconShieldLock size={18} />}>
              {t('account.adminConsole')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={18} />}
            loading={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) })}
            data-testid="logout"
          >
            {t('account.logout')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
