/**
 * A policy page (`/pages/policy/terms`, `/return`, `/support`, `/privacy`, `/about_us`): its
 * title, its text and when it last changed, in the reader's language (English where it is not
 * translated), with the other policies a tap away. One page for the five, by its route.
 */
import { POLICY_KEYS, type PolicyKey } from '@agora/contract/pages-content';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { RetryNotice } from '../orders/retry-notice';
import { EmptyState } from '../system/empty-state';
import { usePageTitle } from '../system/page-title';
import { usePolicy } from './api';
import { formatDay } from './policy-date';
import { PolicyNav } from './policy-nav';
import { RichText } from './rich-text';
import './policies.css';

const keyOf = (pathname: string): PolicyKey => {
  const last = pathname.split('/').at(-1) as PolicyKey;
  return POLICY_KEYS.includes(last) ? last : 'terms';
};

function PolicyText({ policyKey }: { policyKey: PolicyKey }) {
  const { t, i18n } = useTranslation();
  const policy = usePolicy(policyKey);
  const data = policy.data;
  usePageTitle(data?.title);

  if (policy.error instanceof ApiError && !policy.error.isNetwork) {
    return (
      <EmptyState
        icon={IconFileOff}
        title={t('content.unavailable')}
        body={t('content.unavailableBody')}
        action={{ label: t('nav.home'), to: '/' }}
        testId="policy-unavailable"
      />
    );
  }
  if (policy.isError) return <RetryNotice onRetry={() => policy.refetch()} />;
  if (!data) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={32} width="60%" />
        <Skeleton height={14} width={180} />
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} height={14} />
        ))}
      </Stack>
    );
  }
  return (
    <>
      <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.3} data-testid="policy-title">
        {data.title}
      </Title>
      <Text fz="sm" c="dimmed" mt={6} mb="lg" data-testid="policy-updated">
        {t('content.updatedOn', { date: formatDay(data.updated_at, i18n.language) })}
      </Text>
      <RichText html={data.content} testId="policy-content" />
    </>
  );
}

export default function PolicyPage() {
  const key = keyOf(useLocation().pathname);
  return (
    <div className="policy-layout">
      <PolicyNav current={key} />
      <article className="policy-article">
        <PolicyText key={key} policyKey={key} />
      </article>
    </div>
  );
}
