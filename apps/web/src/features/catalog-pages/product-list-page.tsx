/**
 * A whole product list with a sort (kept in the URL) and "load more": recommended products at the
 * spec's `/pages/category/recommend`, and the home page's other sections behind their view-all
 * links at `/pages/category/products?list=hot` (best sellers) and `?list=new` (newest).
 */
import type { ProductCard as Product } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { Group, Text, Title } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { request } from '../../lib/api-client';
import { EmptyState } from '../system/empty-state';
import { ListingGrid, PAGE_SIZE } from './listing-grid';
import { SortSelect, useSortParam } from './sort-select';

type ListName = 'recommend' | 'hot' | 'new';

/** Each list: its endpoint, its texts and the label of its own order (none: newest first). */
const LISTS: Record<ListName, { endpoint: string; title: (t: TFunction) => string; intro: (t: TFunction) => string; ownOrder?: (t: TFunction) => string }> = {
  recommend: {
    endpoint: 'get_recommend_list',
    title: (t) => t('pages.recommend'),
    intro: (t) => t('recommend.intro'),
    ownOrder: (t) => t('listing.sort_best_sellers'),
  },
  hot: { endpoint: 'get_hot_list', title: (t) => t('home.hot'), intro: (t) => t('recommend.hotIntro'), ownOrder: (t) => t('listing.sort_best_sellers') },
  new: { endpoint: 'get_new', title: (t) => t('home.newArrivals'), intro: (t) => t('recommend.newIntro') },
};

function NoProducts() {
  const { t } = useTranslation();
  return <EmptyState icon={IconThumbUp} title={t('recommend.emptyTitle')} body={t('recommend.emptyBody')} action={{ label: t('common.goHome'), to: '/' }} />;
}

function useListName(): ListName {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname.endsWith('/recommend')) return 'recommend';
  return params.get('list') === 'hot' ? 'hot' : 'new';
}

export default function ProductListPage() {
  const { t, i18n } = useTranslation();
  const name = useListName();
  const list = LISTS[name];
  const [sort, setSort] = useSortParam();
  const listing = useInfiniteQuery({
    queryKey: ['products', name, sort ?? 'own', i18n.language],
    queryFn: ({ pageParam }) => request<Page<Product>>(`/customer/product/${list.endpoint}`, { query: { page: pageParam, page_size: PAGE_SIZE, sort } }),
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
            {list.title(t)}
          </Title>
          <Text c="dimmed" fz="sm">
            {list.intro(t)}
          </Text>
        </div>
        <SortSelect value={sort} onChange={setSort} ownOrder={list.ownOrder?.(t)} />
      </Group>
      <ListingGrid listing={listing} empty={<NoProducts />} />
    </>
  );
}
