/**
 * Search results with sort, price range and brand filters (kept in the address) and "load more";
 * with no term, the buyer's recent searches; when nothing is found, the nearest shorter term's
 * products and popular products instead of an empty page.
 */
import type { ProductList, SearchAnswer } from '@agora/contract/catalog';
import { Button, Center, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../lib/api-client';
import { ProductGrid } from '../catalog/product-grid';
import { useFilterParams } from '../listing/filter-params';
import { activeFilterCount, ListingFilters } from '../listing/filters';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent-searches';

const PAGE_SIZE = 24;
/** Popular products offered when a search finds nothing. */
const POPULAR_COUNT = 8;

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

/** Instead of an empty page: the nearest shorter term's products ("iphone 15" → "iphone"), then popular products. */
function NoResultsOffers({ nearest }: { nearest: SearchAnswer['nearest'] }) {
  const { t, i18n } = useTranslation();
  const popular = useQuery({
    queryKey: ['search-popular', i18n.language],
    queryFn: () => request<ProductList>('/customer/product/get_hot_list', { query: { page: 1, page_size: POPULAR_COUNT } }),
  });
  return (
    <Stack gap="lg">
      {nearest && nearest.list.length > 0 && (
        <Stack gap="xs" data-testid="search-nearest">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz="lg">
              {t('search.nearestFor', { term: nearest.term })}
            </Title>
            <Button component={Link} to={`/pages/search/search?q=${encodeURIComponent(nearest.term)}`} variant="subtle" size="compact-sm">
              {t('search.more')}
            </Button>
          </Group>
          <ProductGrid products={nearest.list} loading={false} wide={false} />
        </Stack>
      )}
      <Stack gap="xs" data-testid="search-popular">
        <Title order={2} fz="lg">
          {t('search.popular')}
        </Title>
        <ProductGrid products={popular.data?.list} loading={popular.isPending} wide={false} />
      </Stack>
    </Stack>
  );
}

export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const [filters, update] = useFilterParams();
  const { sort, min_price, max_price, brand_ids } = filters;
  const results = useInfiniteQuery({
    queryKey: ['search', term, sort, min_price, max_price, brand_ids, i18n.language],
    queryFn: ({ pageParam }) =>
      request<SearchAnswer>(`/search/${encodeURIComponent(term)}`, {
        query: { page: pageParam, page_size: PAGE_SIZE, sort, min_price, max_price, brand_id: brand_ids.length ? brand_ids.join(',') : undefined },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: term.length > 0,
    // The same term with other filters keeps its results (and brands) in view while loading; another term does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === term ? previous : undefined),
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
  const first = results.data?.pages[0];
  const total = first?.total;
  // Nothing matched the term as typed: the server searched the nearest spelling instead.
  const corrected = first?.corrected_term ?? null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz="xl">
          {t('search.resultsFor', { term: corrected ?? term })}
        </Title>
        {total !== undefined && (
          <Text c="dimmed" fz="sm" data-testid="search-total">
            {t('listing.results', { count: total })}
          </Text>
        )}
      </Group>
      {corrected && (
        <Text fz="sm" data-testid="search-corrected" mt={-8}>
          {t('listing.correctedNote', { term, corrected })}
        </Text>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ListingFilters
            key={`${min_price}-${max_price}`}
            values={filters}
            onChange={update}
            showBrands
            brands={first?.brands}
            ownOrder={t('search.bestMatch')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <ProductGrid products={results.data?.pages.flatMap((p) => p.list)} loading={results.isPending} wide={false} />
          {total === 0 && (
            <Center py="xl">
              <Stack align="center" gap="xs">
                <Text c="dimmed" data-testid="search-no-results">
                  {t('search.noResults', { term })}
                </Text>
                {activeFilterCount(filters) > 0 ? (
                  <Button variant="light" onClick={() => update({ sort, brand_ids: [] })}>
                    {t('listing.clearFilters')}
                  </Button>
                ) : (
                  <Button component={Link} to="/pages/category/category" variant="light">
                    {t('search.browseCategories')}
                  </Button>
                )}
              </Stack>
            </Center>
          )}
          {total === 0 && <NoResultsOffers nearest={first?.nearest ?? null} />}
          {results.hasNextPage && (
            <Center mt="lg">
              <Button variant="light" onClick={() => results.fetchNextPage()} loading={results.isFetchingNextPage}>
                {t('search.more')}
              </Button>
            </Center>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
