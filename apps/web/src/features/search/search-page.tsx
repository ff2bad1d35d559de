/** Search results with sort and "load more"; with no term, the buyer's recent searches. */
import type { ProductCard, ProductSort } from '@agora/contract/catalog';
import { PRODUCT_SORTS } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { Button, Center, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../lib/api-client';
import { useSortLabels } from '../catalog-pages/sort-select';
import { ProductGrid } from '../home/product-grid';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent-searches';

const PAGE_SIZE = 24;

function RecentSearches() {
  const { t } = useTranslation();
  const [recent, setRecent] = useState(recentSearches);
  if (recent.length === 0) return <Text c="dimmed">{t('search.hint')}</Text>;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('search.recent')}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            clearRecentSearches();
            setRecent([]);
          }}
        >
          {t('search.clearRecent')}
        </Button>
      </Group>
      <Group gap={6}>
        {recent.map((term) => (
          <Button
            key={term}
            component={Link}
            to={`/pages/search/search?q=${encodeURIComponent(term)}`}
            onClick={() => rememberSearch(term)}
            variant="default"
            radius="xl"
            size="compact-sm"
            data-testid="recent-search"
          >
            {term}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const sortLabels = useSortLabels();
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const sort = (params.get('sort') as ProductSort | null) ?? undefined;
  const results = useInfiniteQuery({
    queryKey: ['search', term, sort, i18n.language],
    queryFn: ({ pageParam }) => request<Page<ProductCard>>(`/search/${encodeURIComponent(term)}`, { query: { page: pageParam, page_size: PAGE_SIZE, sort } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: term.length > 0,
  });

  if (!term) {
    return (
      <Stack>
        <Title order={1} fz="xl">
          {t('search.title')}
        </Title>
        <RecentSearches />
      </Stack>
    );
  }
  const total = results.data?.pages[0]?.total;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz="xl">
          {t('search.resultsFor', { term })}
        </Title>
        {total !== undefined && (
          <Text c="dimmed" fz="sm" data-testid="search-total">
            {t('listing.results', { count: total })}
          </Text>
        )}
      </Group>
      <NativeSelect
        label={t('listing.sort')}
        maw={320}
        value={sort ?? 'rank'}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setParams(value === 'rank' ? { q: term } : { q: term, sort: value });
        }}
        data={[{ value: 'rank', label: t('search.bestMatch') }, ...PRODUCT_SORTS.map((s) => ({ value: s, label: sortLabels[s] }))]}
      />
      <ProductGrid products={results.data?.pages.flatMap((p) => p.list)} loading={results.isPending} />
      {total === 0 && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Text c="dimmed">{t('search.noResults', { term })}</Text>
            <Button component={Link} to="/pages/category/category" variant="light">
              {t('search.browseCategories')}
            </Button>
          </Stack>
        </Center>
      )}
      {results.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => results.fetchNextPage()} loading={results.isFetchingNextPage}>
            {t('search.more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
