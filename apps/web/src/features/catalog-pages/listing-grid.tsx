/**
 * The product grid of a listing that grows with "load more" (recommend and shop pages): each
 * product with its wishlist heart and compare button, fed by an infinite query.
 */
import type { ProductCard as Product } from '@agora/contract/catalog';
import { Button, Center, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../catalog/product-card';

export const PAGE_SIZE = 24;

/** A product in a listing: the card, which carries the heart and "compare" itself. */
function ProductTile({ product }: { product: Product }) {
  return (
    <div data-testid="product-tile">
      <ProductCard product={product} />
    </div>
  );
}

/** What the grid needs of an infinite query of product pages. */
export interface Listing {
  data?: { pages: { list: Product[] }[] };
  isPending: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Skeletons while the first page loads, `empty` when there is nothing, then tiles and "load more". */
export function ListingGrid({ listing, empty }: { listing: Listing; empty: ReactNode }) {
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
