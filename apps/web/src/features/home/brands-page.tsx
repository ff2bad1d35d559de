/** All brands, 60 to a page, with a "load more" that keeps what is shown. */
import type { Page } from '@agora/contract/envelope';
import type { Brand } from '@agora/contract/site';
import { Button, Center, SimpleGrid, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';
import { Tile, TileSkeletons } from './tiles';

const PAGE_SIZE = 60;

export default function BrandsPage() {
  const { t, i18n } = useTranslation();
  const brands = useInfiniteQuery({
    queryKey: ['brands', 'all', i18n.language],
    queryFn: ({ pageParam }) => request<Page<Brand>>('/customer/index/get-all-brand', { body: { page: pageParam, page_size: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
  return (
    <>
      <Title order={1} fz="xl" mb="md">
        {t('pages.brands')}
      </Title>
      <SimpleGrid cols={{ base: 4, sm: 6, md: 8 }} spacing="sm" verticalSpacing="md">
        {brands.isPending ? (
          <TileSkeletons count={12} />
        ) : (
          brands.data?.pages
            .flatMap((p) => p.list)
            .map((b) => <Tile key={b.id} to={`/pages/category/detail?brand_id=${b.id}`} image={b.logo} label={b.name} testId="brand-tile" />)
        )}
      </SimpleGrid>
      {brands.hasNextPage && (
        <Center mt="lg">
          <Button variant="light" onClick={() => brands.fetchNextPage()} loading={brands.isFetchingNextPage}>
            {t('common.viewAll')}
          </Button>
        </Center>
      )}
    </>
  );
}
