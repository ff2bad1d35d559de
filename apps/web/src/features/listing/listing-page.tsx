/**
 * A category's products (`?id=`) or a brand's (`?brand_id=`), with sort, price range and brand
 * filters and pages; everything is kept in the URL, so a listing can be shared and reloaded.
 */
import { Button, Center, Grid, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductGrid } from '../catalog/product-grid';
import { LISTING_PAGE_SIZE, useListing } from './api';
import { numberParam, useFilterParams } from './filter-params';
import { ListingFilters } from './filters';

export default function ListingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = numberParam(params.get('id'));
  const brandId = numberParam(params.get('brand_id'));
  const [filters, update] = useFilterParams();
  const listing = useListing({ categoryId, brandId }, filters);

  const data = listing.data;
  const title = data?.category?.name ?? data?.brand?.name ?? '';
  const pages = Math.ceil((data?.total ?? 0) / LISTING_PAGE_SIZE);
  const children = (data?.category as { children?: { id: number; name: string }[] } | undefined)?.children;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz="xl" data-testid="listing-title">
          {title || '\u00a0'}
        </Title>
        {data && (
          <Text c="dimmed" fz="sm" data-testid="listing-total">
            {t('listing.results', { count: data.total })}
          </Text>
        )}
      </Group>
      {children && children.length > 0 && (
        <Group gap={6}>
          {children.map((child) => (
            <Button key={child.id} component={Link} to={`/pages/category/detail?id=${child.id}`} variant="default" radius="xl" size="compact-sm">
              {child.name}
            </Button>
          ))}
        </Group>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ListingFilters
            key={`${filters.min_price}-${filters.max_price}`}
            values={filters}
            onChange={(values) => update({ ...values, page: 1 })}
            showBrands={!brandId || Boolean(categoryId)}
            brands={data?.brands}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <div aria-busy={listing.isFetching} data-testid="listing-grid">
            <ProductGrid products={data?.list} loading={listing.isPending} wide={false} skeletons={8} />
          </div>
          {data && data.total === 0 && (
            <Center py="xl">
              <Stack align="center" gap="xs">
                <Text c="dimmed">{t('listing.empty')}</Text>
                <Button variant="light" onClick={() => update({ sort: filters.sort, brand_ids: [], page: 1 })}>
                  {t('listing.clearFilters')}
                </Button>
              </Stack>
            </Center>
          )}
          {pages > 1 && (
            <Center mt="lg">
              <Pagination total={pages} value={filters.page} onChange={(page) => update({ ...filters, page })} siblings={1} boundaries={1} />
            </Center>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
