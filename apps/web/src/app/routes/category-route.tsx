/**
 * A category's products (`?id=`) or a brand's (`?brand_id=`): the listing page, with the
 * category's trail above it and its name as the page title. A category the mall does not have
 * shows its not-found state with a way home, without asking for its products (no "no data"
 * toast): the category tree, asked for at start-up, tells.
 */
import { Skeleton, Stack } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import ListingPage from '../../features/listing/listing-page';
import { brandsQuery, CATEGORY_TREE_SIZE, useCategoryTree } from '../../features/site/api';
import { categoryTrail, isWholeTree } from '../../features/site/category-trail';
import { Breadcrumbs } from '../../features/system/breadcrumbs';
import { EmptyState } from '../../features/system/empty-state';
import { usePageTitle } from '../../features/system/page-title';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function CategoryNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('errors.categoryNotFound'));
  return (
    <EmptyState
      icon={IconCategory}
      title={t('errors.categoryNotFound')}
      body={t('errors.categoryNotFoundBody')}
      action={{ label: t('common.goHome'), to: '/' }}
      testId="category-not-found"
    />
  );
}

export default function CategoryRoute() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = idParam(params.get('id'));
  const brandId = idParam(params.get('brand_id'));
  const tree = useCategoryTree();
  // A brand's name for its title and trail (the brands list, not the listing's own answer).
  const brands = useQuery({ ...brandsQuery(CATEGORY_TREE_SIZE, i18n.language), enabled: brandId !== undefined });
  const trail = categoryId && tree.data ? categoryTrail(tree.data.list, categoryId) : null;
  const brand = brandId ? brands.data?.list.find((b) => b.id === brandId) : undefined;
  const missing = (categoryId !== undefined && tree.data !== undefined && !trail && isWholeTree(tree.data)) || (!categoryId && !brandId);
  usePageTitle(trail?.at(-1)?.name ?? brand?.name);

  if (missing) return <CategoryNotFound />;
  if (categoryId && tree.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={14} width={200} />
        <Skeleton height={28} width="40%" />
      </Stack>
    );
  }
  const crumbs = trail
    ? [{ label: t('nav.categories'), to: '/pages/category/category' }, ...trail.map((c) => ({ label: c.name, to: `/pages/category/detail?id=${c.id}` }))]
    : brand
      ? [{ label: t('pages.brands'), to: '/pages/category/brands' }, { label: brand.name }]
      : [];
  return (
    <>
      {crumbs.length > 0 && <Breadcrumbs items={crumbs} />}
      <ListingPage />
    </>
  );
}
