/**
 * Recommended products, best sellers first, with a sort (kept in the URL) and "load more".
 * Also the product grid, the sort select and its URL hook the shop page shares.
 */

import { PRODUCT_SORTS, type ProductCard as Product, type ProductSort } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { Button, Center, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { request } from '../../lib/api-client';
import { CompareButton } from '../compare/compare-button';
import { ProductCard } from '../home/product-card';
import { EmptyState } from '../system/empty-state';
import { WishlistButton } from '../wishlist/wishlist-button';

export const PAGE_SIZE = 24;

/** The `sort` query parameter: one of the contract's sorts, or none for the listing's own order. */
export function useSortParam(): [ProductSort | undefined, (sort: ProductSort | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort = PRODUCT_SORTS.find((s) => s === raw);
  const setSort = (next: ProductSort | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('sort', next);
        else updated.delete('sort');
        return updated;
      },
      { replace: true },
    );
  return [sort, setSort];
}

/** `bestSellers`: the listing's own order is best sellers first, offered as the first choice. */
export function SortSelect({
  value,
  onChange,
  bestSellers,
}: {
  value: ProductSort | undefined;
  onChange: (sort: ProductSort | undefined) => void;
  bestSellers?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labels: Record<ProductSort, string> = {
    new: t('recommend.sortNew'),
    price_asc: t('recommend.sortPriceAsc'),
    price_desc: t('recommend.sortPriceDesc'),
  };
  const data = [...(bestSellers ? [{ value: '', label: t('recommend.sortBestSellers') }] : []), ...PRODUCT_SORTS.map((s) => ({ value: s, label: labels[s] }))];
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('recommend.sort')}
      </Text>
      <NativeSelect
        id={id}
        size="sm"
        data={data}
        value={value ?? (bestSellers ? '' : 'new')}
        onChange={(event) => onChange(PRODUCT_SORTS.find((s) => s === event.currentTarget.value))}
        data-testid="sort"
      />
    </Group>
  );
}

/** A product in a listing: the card with a heart on its picture, and "compare" under it. */
function ProductTile({ product }: { product: Product }) {
  return (
    <Stack gap={6} data-testid="product-tile">
      <div style={{ position: 'relative' }}>
        <ProductCard product={product} />
        <div style={{ position: 'absolute', top: 6, right: 6 }}>
          <WishlistButton productId={product.id} />
        </div>
      </div>
      <CompareButton productId={product.id} />
    </Stack>
  );
}

export interface Listing {
  data?: { pages: { list: Product[] }[] };
  isPending: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Skeletons while the first page loads, `empty` when there is nothing, then tiles and "load more". */
export function ProductGrid({ listing, empty }: { listing: Listing; empty: ReactNode }) {
  const { t } = useTranslation();
  const products = listing.data?.pages.flatMap((p) => p.list) ?? [];
  if (!listing.isPending && products.length === 0) return empty;
  // Busy while another sort loads: the previous list stays on screen meanwhile.
  return (
    <div aria-busy={listing.isFetching && !listing.isFetchingNextPage} data-testid="product-grid">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" verticalSpacing="md">
        {listing.isPending
          ? Array.from({ length: 12 }, (_, i) => <Skeleton key={i} height={340} radius="md" />)
          : products.map((p) => <ProductTile key={p.id} product={p} />)}
      </SimpleGrid>
      {listing.hasNextPage && (
        <Center mt="lg">
          <Button variant="light" onClick={() => listing.fetchNextPage()} loading={listing.isFetchingNextPage} data-testid="load-more">
            {t('recommend.loadMore')}
          </Button>
        </Center>
      )}
    </div>
  );
}

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
        <SortSelect value={sort} onChange={setSort} bestSellers />
      </Group>
      <ProductGrid listing={listing} empty={<NoRecommendations />} />
    </>
  );
}
