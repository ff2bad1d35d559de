/**
 * A category's products (`?id=`) or a brand's (`?brand_id=`), with sort, price range and brand
 * filters and pages; everything is kept in the URL, so a listing can be shared and reloaded.
 */
import { ErrorCode } from '@agora/contract/errors';
import { Button, Center, Grid, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { ProductGrid } from '../catalog/product-grid';
import { EmptyState } from '../system/empty-state';
import { usePageTitle } from '../system/page-title';
import { LISTING_PAGE_SIZE, useListing } from './api';
import { numberParam, useFilterParams } from './filter-params';
import { ListingFilters } from './filters';

/** A category or brand the mall does not have (or no longer has): say so and offer a way on. */
function ListingNotFound({ brand }: { brand: boolean }) {
  const { t } = useTranslation();
  const title = brand ? t('errors.brandNotFound') : t('errors.categoryNotFound');
  usePageTitle(title);
  return (
    <EmptyState
      icon={brand ? IconTag : IconCategory}
      title={title}
      body={brand ? t('errors.brandNotFoundBody') : t('errors.categoryNotFoundBody')}
      action={brand ? { label: t('pages.brands'), to: '/pages/category/brands' } : { label: t('common.goHome'), to: '/' }}
      testId={brand ? 'brand-not-found' : 'category-not-found'}
    />
  );
}

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
  const error = listing.error instanceof ApiError ? listing.error : null;

  if (error?.code === ErrorCode.noData) return <ListingNotFound brand={!categoryId} />;
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
          {/* The request is quiet; a refusal other than not-found or the network (shown by the shell) is said here. */}
          {error && !error.isNetwork && (
            <Text c="red.8" ta="center" py="xl" role="alert">
              {error.message}
            </Text>
          )}
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
