/** A product in a grid: square image, two-line name, price in the chosen currency, rating, sales, shop. */
import type { ProductCard as Product } from '@agora/contract/catalog';
import { Card, Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Card component={Link} to={`/pages/prouduct/detail?id=${product.id}`} padding={0} radius="md" withBorder data-testid="product-card">
      <ProductImage src={product.thumb} fallback={product.image} alt={product.name} />
      <div style={{ padding: 8 }}>
        <Text fz="sm" className="agora-clamp-2" mih="2.6em" lh={1.3}>
          {product.name}
        </Text>
        <div style={{ marginTop: 4 }}>
          <PriceTag product={product} testId="price" />
        </div>
        <Group gap={6} mt={2} fz="xs" c="dimmed" wrap="nowrap">
          <Group gap={2} wrap="nowrap">
            <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text fz="xs" c="dimmed">
              {product.rating.toFixed(1)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" truncate>
            {t('home.sold', { count: product.sales })}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed" truncate mt={2}>
          {product.shop.name}
        </Text>
      </div>
    </Card>
  );
}
