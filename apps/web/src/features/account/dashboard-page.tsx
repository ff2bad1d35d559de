/**
 * The account dashboard (spec §2): greeting, the counts (orders, cart, wishlist, unread notices),
 * the default delivery address (or the way to add one), the shop
 * application's state for applicants, the invitation code and the account menu.
 */
import { Alert, Avatar, Badge, Button, CopyButton, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconHeart, IconReceipt, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media';
import { DefaultAddressCard } from '../addresses/default-address-card';
import { useOrderCounts } from '../orders/api';
import { useUserInfo } from '../session/api';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { AccountMenu } from './account-menu';
import { ApplicationState } from './application-state';

/** A count that leads to its list: a figure in the text colour (tabular), not a link's blue. */
function Count({ label, value, Icon, to }: { label: string; value: number; Icon: typeof IconBell; to: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper component={Link} to={to} withBorder p="sm" radius="md" className="agora-figure" data-testid={`count-${label}`}>
      {/* The label under icon and figure, across the whole card: beside the icon a phone's third of the width broke it into three lines. */}
      <Group gap="xs" wrap="nowrap">
        <Icon size={22} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="xl" fw={700} lh={1} className="agora-figure" data-testid="count-value">
          {new Intl.NumberFormat(localeTag(i18n.language)).format(value)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" mt={6} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
    </Paper>
  );
}

/** From the `md` breakpoint the menu is a side panel; on a phone it follows the counts, before the rest. */
const WIDE = '(min-width: 62em)';

export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const hasLogin = useHasLogin();
  const info = useUserInfo();
  const orderCounts = useOrderCounts();
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });

  if (!hasLogin) return <LoginRedirect reason="account" />;
  if (info.isPending) return <Skeleton height={240} radius="md" />;
  if (!info.data) return <Alert color="red">{t('common.requestError')}</Alert>;

  const { user, card, product, notice } = info.data;
  const since = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium' }).format(new Date(user.created_at));
  const menu = (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('accountMenu.title')}>
      <AccountMenu />
    </Paper>
  );

  return (
    <Grid gap="md" maw={1100} mx="auto">
      <Grid.Col span={{ base: 12, md: 8 }} order={2}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Group wrap="nowrap">
              <Avatar src={mediaUrl(user.avatar) || null} alt="" size="lg" color="orange">
                {user.firstname.slice(0, 1)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Title order={1} fz="xl" data-testid="greeting" style={{ overflowWrap: 'anywhere' }}>
                  {t('account.greeting', { name: user.firstname })}
                </Title>
                <Text fz="sm" c="dimmed" truncate>
                  {user.email} · {user.phone}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('account.memberSince', { date: since })}
                </Text>
                <Group gap={6} mt={6} aria-label={t('account.roles.title')} data-testid="roles">
                  {user.roles.map((role) => (
                    <Badge key={role} size="sm" variant="light" color={role === 'affiliate' ? 'teal' : 'orange'} data-role={role}>
                      {t(`account.roles.${role}`)}
                    </Badge>
                  ))}
                </Group>
              </div>
            </Group>
          </Paper>

          <ApplicationState enabled={!user.roles.includes('seller')} />

          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            <Count label={t('orders.dashboardCount')} value={orderCounts?.all ?? 0} Icon={IconReceipt} to="/pages/history/purchase" />
            <Count label={t('account.cartCount')} value={card.count} Icon={IconShoppingCart} to="/pages/cart/cart" />
            <Count label={t('account.wishlistCount')} value={product.count} Icon={IconHeart} to="/pages/wishlist/wishlist" />
            <Count label={t('account.noticeCount')} value={notice.count} Icon={IconBell} to="/pages/notice/notice" />
          </SimpleGrid>

          {!wide && menu}

          <DefaultAddressCard />

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
        </Stack>
      </Grid.Col>
      {wide && (
        <Grid.Col span={4} order={1}>
          {menu}
        </Grid.Col>
      )}
    </Grid>
  );
}
