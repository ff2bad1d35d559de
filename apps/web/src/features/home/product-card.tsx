/**
 * A product in a grid: square image, two-line name, price in the chosen currency, rating, sales,
 * shop. Plain elements styled in styles.css rather than layout components: a home page renders
 * dozens of cards, and each component layer costs render time on a phone.
 */
import type { ProductCard as Product } from '@agora/contract/catalog';
import { IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';

export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Link to={`/pages/prouduct/detail?id=${product.id}`} className="agora-card" data-testid="product-card">
      <ProductImage src={product.thumb} fallback={product.image} alt={product.name} />
      <div className="agora-card-body">
        <p className="agora-card-name agora-clamp-2">{product.name}</p>
        <PriceTag product={product} testId="price" />
        <p className="agora-card-meta">
          <span className="agora-card-rating">
            <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
            {product.rating.toFixed(1)}
          </span>
          <span className="agora-truncate">{t('home.sold', { count: product.sales })}</span>
        </p>
        <p className="agora-card-meta agora-truncate">{product.shop.name}</p>
      </div>
    </Link>
  );
});
