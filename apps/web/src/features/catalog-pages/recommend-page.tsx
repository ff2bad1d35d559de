/** Recommended products, best sellers first, with a sort (kept in the URL) and "load more". */
import type { ProductCard as Product } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { Group, Text, Title } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { EmptyState } from '../system/empty-state';
import { ListingGrid, PAGE_SIZE } from './listing-grid';
import { SortSelect, useSortParam } from './sort-select';

function NoRecommendations() {
  const { t } = useTranslation();
  return <EmptyState icon={IconThumbUp} title={t('recommend.emptyTitle')} body={t('recommend.emptyBody')} action={{ label: t('common.goHome'), to: '/' }} />;
}

export default function RecommendPage() {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useSortParam();
  const listing = useInfiniteQuery({
    queryKey: ['products', 'recommend', sort ?? 'hot', i18n.language],
    queryFn: ({ pageParam }) => request<Page<Product>>('/customer/product/get_recommend_list', { query: { page: pageParam, page_size: PAGE_SIZE, sort } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <div>
          <Title order={1} fz="xl">
            {t('pages.recommend')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('recommend.intro')}
          </Text>
        </div>
        <SortSelect value={sort} onChange={setSort} ownOrder={t('listing.sort_best_sellers')} />
      </Group>
      <ListingGrid listing={listing} empty={<NoRecommendations />} />
    </>
  );
}
