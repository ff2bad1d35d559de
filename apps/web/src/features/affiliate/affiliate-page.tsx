/**
 * `/pages/mine/affiliate` (spec §2 account menu, §6): the buyer's invitation (code, link, copy,
 * share, QR code), how many registered with it and what their completed orders earned (all time
 * and this month, in the buyer's currency), and the people themselves, a page at a time (`?page=`).
 */
import { Alert, Box, Button, Center, Flex, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localeTag } from '../../lib/i18n';
import { usePrice } from '../locale/use-price';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { useAffiliateReferrals, useAffiliateSummary } from './api';
import { InviteCard } from './invite-card';
import { ReferralsList } from './referrals-list';

/** A figure: label over value from 576 px; on a phone one line each, label left, so the three stay short. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Flex
        direction={{ base: 'row', xs: 'column' }}
        justify={{ base: 'space-between', xs: 'flex-start' }}
        align={{ base: 'center', xs: 'flex-start' }}
        gap={4}
      >
        <Text fz={{ base: 'sm', xs: 'xs' }} c="dimmed" lh={1.3}>
          {label}
        </Text>
        <Text fz="xl" fw={700} className="agora-figure" data-testid="figure-value" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Flex>
    </Paper>
  );
}

function Retry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red">
      {t('common.requestError')}
      <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

export default function AffiliatePage() {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const hasLogin = useHasLogin();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const summary = useAffiliateSummary();
  const referrals = useAffiliateReferrals(page);

  if (!hasLogin) return <LoginRedirect reason="account" />;
  const data = summary.data;
  const list = referrals.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Box maw={960} mx="auto" data-testid="affiliate-page">
      <Title order={1} fz="xl" mb={4}>
        {t('affiliate.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('affiliate.intro')}
      </Text>
      <Stack gap="md">
        {summary.isError && !data ? (
          <Retry onRetry={() => summary.refetch()} />
        ) : !data ? (
          <Stack gap="md" aria-busy>
            <Skeleton height={220} radius="md" />
            <Skeleton height={72} radius="md" />
          </Stack>
        ) : (
          <>
            <InviteCard code={data.invitation_code} link={data.link} />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'sm' }}>
              <Figure
                testId="affiliate-referred"
                label={t('affiliate.referred')}
                value={new Intl.NumberFormat(localeTag(i18n.language)).format(data.referred_count)}
              />
              <Figure testId="affiliate-earnings-total" label={t('affiliate.earningsTotal')} value={price(data.earnings_total)} />
              <Figure testId="affiliate-earnings-month" label={t('affiliate.earningsThisMonth')} value={price(data.earnings_this_month)} />
            </SimpleGrid>
          </>
        )}
        <section aria-labelledby="affiliate-referrals">
          <Title order={2} fz="h4" mb="xs" id="affiliate-referrals">
            {t('affiliate.referralsTitle')}
          </Title>
          {referrals.isError && !list ? (
            <Retry onRetry={() => referrals.refetch()} />
          ) : !list ? (
            <Skeleton height={120} radius="md" aria-busy />
          ) : list.list.length === 0 ? (
            <Paper withBorder radius="md" p="md" data-testid="referrals-empty">
              <Text fz="sm" c="dimmed">
                {t('affiliate.empty')}
              </Text>
            </Paper>
          ) : (
            <Box style={{ opacity: referrals.isPlaceholderData ? 0.6 : 1 }}>
              <ReferralsList list={list.list} />
            </Box>
          )}
          {pages > 1 && (
            <Center mt="md">
              <Pagination total={pages} value={page} onChange={goTo} size="sm" data-testid="referrals-pages" />
            </Center>
          )}
        </section>
      </Stack>
    </Box>
  );
}
