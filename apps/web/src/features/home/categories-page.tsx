/** Every category, each top-level one with its sub-categories. */
import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../site/api';
import { Breadcrumbs } from '../system/breadcrumbs';
import { Tile } from './tiles';

export default function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategoryTree();
  return (
    <>
      <Breadcrumbs items={[{ label: t('pages.category') }]} />
      <Title order={1} fz="xl" mb="md">
        {t('pages.category')}
      </Title>
      <Stack gap="md">
        {categories.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={140} radius="md" />)}
        {categories.data?.list.map((top) => (
          <Paper key={top.id} withBorder p="md" radius="md" component="section" aria-label={top.name}>
            <Title order={2} fz="md" mb="sm">
              {top.name}
            </Title>
            <SimpleGrid cols={{ base: 4, sm: 6, md: 8 }} spacing="xs">
              {(top.children ?? []).map((child) => (
                <Tile key={child.id} to={`/pages/category/detail?id=${child.id}`} image={child.image} label={child.name} testId="category-tile" />
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
