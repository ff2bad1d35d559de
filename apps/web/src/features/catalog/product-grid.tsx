/** A grid of product cards: 2 columns on phones up to 6 on desktops, skeletons while loading. */
import type { ProductCard as Product } from '@agora/contract/catalog';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { ProductCard } from './product-card';

export function ProductGrid({
  products,
  loading,
  skeletons = 6,
  wide = true,
}: {
  products: Product[] | undefined;
  loading: boolean;
  skeletons?: number;
  wide?: boolean;
}) {
  return (
    <SimpleGrid cols={wide ? { base: 2, sm: 3, md: 4, lg: 6 } : { base: 2, sm: 3, md: 4 }} spacing="sm">
      {loading
        ? Array.from({ length: skeletons }, (_, i) => <Skeleton key={i} height={280} radius="md" />)
        : products?.map((p) => <ProductCard key={p.id} product={p} />)}
    </SimpleGrid>
  );
}
