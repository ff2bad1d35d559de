/**
 * The account dashboard (spec §2): greeting, the counts (cart, wishlist, unread notices; orders
 * come with the checkout issue), the default delivery address (a card to add one until addresses
 * exist), the shop application's state for applicants, the invitation code and the account menu.
 */
import { Alert, Avatar, Button, CopyButton, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconHeart, IconMapPin, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media';
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
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={22} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text fz="xl" fw={700} lh={1} className="agora-figure" data-testid="count-value">
            {new Intl.NumberFormat(localeTag(i18n.language)).format(value)}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The default delivery address: addresses arrive with checkout, so for now the way to add one, not yet open. */
function DefaultAddress() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="default-address">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMapPin size={22} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{t('accountMenu.addressTitle')}</Text>
          <Text fz="sm" c="dimmed">
            {t('accountMenu.addressEmpty')}
          </Text>
        </div>
      </Group>
      <Button mt="sm" size="compact-sm" variant="light" disabled>
        {t('accountMenu.addAddress')}
      </Button>
      <Text fz="xs" c="dimmed" mt={4}>
        {t('accountMenu.addressComing')}
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
              </div>
            </Group>
          </Paper>

          <ApplicationState enabled={!user.roles.includes('seller')} />

          <SimpleGrid cols={3} spacing="xs">
            <Count label={t('account.cartCount')} value={card.count} Icon={IconShoppingCart} to="/pages/cart/cart" />
            <Count label={t('account.wishlistCount')} value={product.count} Icon={IconHeart} to="/pages/wishlist/wishlist" />
            <Count label={t('account.noticeCount')} value={notice.count} Icon={IconBell} to="/pages/notice/notice" />
          </SimpleGrid>

          {!wide && menu}

          <DefaultAddress />

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
