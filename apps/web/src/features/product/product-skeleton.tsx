/** The product page while it loads: the gallery square and the price block's shapes, so nothing jumps when it arrives. */
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="lg" aria-busy="true" aria-label={t('common.loading')} data-testid="product-skeleton">
      <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
        <Skeleton radius="md" style={{ aspectRatio: '1' }} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
        <Stack gap="sm">
          <Skeleton height={28} width="80%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={96} radius="md" />
          <Skeleton height={32} width="60%" />
          <Skeleton height={36} width="50%" />
          <Skeleton height={120} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
