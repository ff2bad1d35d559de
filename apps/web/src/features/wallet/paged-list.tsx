/**
 * What a wallet list shows around its rows: the failure with a retry, placeholders while the first
 * page loads, the empty state, and the pages below. The rows themselves are the caller's.
 */
import type { Page } from '@agora/contract/envelope';
import { Alert, Button, Center, Pagination, Skeleton, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../system/empty-state';

interface Props<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: { icon: Icon; title: string; body?: string };
  testId: string;
  children: (list: T[]) => ReactNode;
}

export function PagedList<T>({ query, page, onPage, empty, testId, children }: Props<T>) {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isError && !data) {
    return (
      <Alert color="red">
        {t('common.requestError')}
        <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={() => query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="xs" aria-busy>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (data.list.length === 0) return <EmptyState icon={empty.icon} title={empty.title} body={empty.body} testId={`${testId}-empty`} />;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <>
      <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} data-testid={testId}>
        {children(data.list)}
      </div>
      {pages > 1 && (
        <Center mt="lg">
          <Pagination total={pages} value={page} onChange={onPage} size="sm" data-testid={`${testId}-pages`} />
        </Center>
      )}
    </>
  );
}
