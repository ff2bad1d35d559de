/**
 * `/pages/coupons`: the buyer's coupons by tab: usable (ending soonest first, each with a way to
 * use it: its shop, or the mall for the mall's), used (when, and the order it went to) and
 * expired, a page at a time. The tab and page live in the address (`?state=&page=`).
 */
import type { MyCoupon, MyCouponState } from '@agora/contract/coupons';
import { Alert, Anchor, Box, Button, Center, Pagination, SimpleGrid, Skeleton, Tabs, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { useMyCoupons } from './api';
import { CouponTicket } from './coupon-ticket';

// The contract's list, written here: importing it would bring the contract's schemas (zod) with this page.
const MY_COUPON_STATES = ['usable', 'used', 'expired'] as const satisfies readonly MyCouponState[];
const isState = (value: string | null): value is MyCouponState => MY_COUPON_STATES.includes(value as MyCouponState);

/** Where a usable coupon is spent: its shop's page, or the whole mall. */
const whereToUse = (coupon: MyCoupon) => (coupon.shop_id === null ? '/' : `/pages/shop/detail?id=${coupon.shop_id}`);

function UsedNote({ coupon }: { coupon: MyCoupon }) {
  const { t, i18n } = useTranslation();
  if (!coupon.used_at) return null;
  const date = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium' }).format(new Date(coupon.used_at));
  return (
    <Text fz="xs" c="dimmed" data-testid="coupon-used">
      {t('coupons.usedOn', { date })}
      {coupon.order_id !== null && (
        <>
          {' · '}
          <Anchor component={Link} to={`/pages/history/detail?id=${coupon.order_id}`} fz="xs">
            {t('coupons.viewOrder')}
          </Anchor>
        </>
      )}
    </Text>
  );
}

function MyTicket({ coupon }: { coupon: MyCoupon }) {
  const { t } = useTranslation();
  return (
    <CouponTicket
      coupon={coupon}
      showCode
      muted={coupon.state !== 'usable'}
      note={coupon.state === 'used' ? <UsedNote coupon={coupon} /> : undefined}
      action={
        coupon.state === 'usable' ? (
          <Button component={Link} to={whereToUse(coupon)} size="compact-sm" variant="light" style={{ flexShrink: 0 }} data-testid="coupon-use">
            {t('coupons.useNow')}
          </Button>
        ) : undefined
      }
    />
  );
}

export default function CouponsPage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state: MyCouponState = isState(asked) ? asked : 'usable';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const coupons = useMyCoupons(state, page);

  if (!hasLogin) return <LoginRedirect reason="account" />;
  const data = coupons.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const goTo = (next: { state?: MyCouponState; page?: number }) => {
    const merged = new URLSearchParams();
    const tab = next.state ?? state;
    if (tab !== 'usable') merged.set('state', tab);
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    setParams(merged, { replace: next.state !== undefined });
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <Box maw={880} mx="auto" data-testid="coupons-page">
      <Title order={1} fz="xl" mb="sm">
        {t('coupons.title')}
      </Title>
      <Tabs value={state} onChange={(value) => goTo({ state: isState(value) ? value : 'usable' })} keepMounted={false}>
        <Tabs.List mb="sm">
          {MY_COUPON_STATES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`coupons-tab-${tab}`}>
              {t(`coupons.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {coupons.isError && !data ? (
        <Alert color="red">
          {t('common.requestError')}
          <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={() => coupons.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : coupons.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-busy>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : data && data.list.length === 0 ? (
        <EmptyState
          icon={IconTicket}
          title={t(`coupons.empty.${state}`)}
          body={t('coupons.emptyBody')}
          action={{ label: t('coupons.emptyAction'), to: '/' }}
          testId="coupons-empty"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ opacity: coupons.isPlaceholderData ? 0.6 : 1 }} data-testid="coupons-list">
          {data?.list.map((coupon) => (
            <MyTicket key={`${coupon.id}-${coupon.claimed_at}`} coupon={coupon} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Center mt="lg">
          <Pagination total={pages} value={page} onChange={(next) => goTo({ page: next })} size="sm" data-testid="coupons-pages" />
        </Center>
      )}
    </Box>
  );
}
