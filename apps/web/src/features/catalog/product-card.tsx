/**
 * A product in any list (home sections, listings, search, shop, wishlist, flash deals, related
 * products): square picture with the wishlist heart on it, name on two lines at most, price,
 * rating and sales, shop, and "compare" at its foot, with the prices of a row lined up. One
 * component, so every page shows and does the same; slots for what a list adds (`badge` on the
 * picture, e.g. a deal's discount; `children` under the price, e.g. how much of a deal is gone).
 * Plain elements styled in product-card.css rather than layout components: a home page renders
 * dozens of cards, and each component layer costs render time on a phone. The heart and compare
 * arrive just after the first paint (load-card-actions.ts), so the first page's JavaScript stays
 * within budget; their places are kept, so nothing moves.
 */
import type { ProductCard as Product } from '@agora/contract/catalog';
import { IconStarFilled } from '@tabler/icons-react';
import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import './product-card.css';

type ActionProps = { productId: number };
type Actions = { CardHeart: ComponentType<ActionProps>; CardCompare: ComponentType<ActionProps> };
const NoAction = () => null;
let actions: Promise<Actions> | undefined;
// Asked for by the first card that renders; offline, the cards stay cards, without the actions.
const loadActions = () =>
  (actions ??= import('./load-card-actions')
    .then((loader): Promise<Actions> => loader.loadCardActions())
    .catch((): Actions => ({ CardHeart: NoAction, CardCompare: NoAction })));
const CardHeart = lazy(() => loadActions().then((m) => ({ default: m.CardHeart })));
const CardCompare = lazy(() => loadActions().then((m) => ({ default: m.CardCompare })));

export interface ProductCardProps {
  product: Pick<Product, 'id' | 'name' | 'image' | 'thumb' | 'price' | 'market_price' | 'deal_price' | 'rating' | 'rating_count' | 'sales' | 'shop'>;
  /** Over the picture's top-left corner. */
  badge?: ReactNode;
  /** Under the price. */
  children?: ReactNode;
  /** The "flash deal" mark next to a deal price (a flash-deal list has no need of it). */
  dealBadge?: boolean;
  priceTestId?: string;
  testId?: string;
}

export const ProductCard = memo(function ProductCard({
  product,
  badge,
  children,
  dealBadge = true,
  priceTestId = 'price',
  testId = 'product-card',
}: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <article className="agora-card agora-product-card" data-testid={testId}>
      <Link to={`/pages/prouduct/detail?id=${product.id}`} className="agora-product-card-link">
        <div className="agora-product-card-media">
          <ProductImage src={product.thumb} fallback={product.image} alt={product.name} />
          {badge && <div className="agora-product-card-badge">{badge}</div>}
        </div>
        <div className="agora-card-body agora-product-card-body">
          <p className="agora-card-name agora-clamp-2">{product.name}</p>
          <div className="agora-product-card-foot">
            <PriceTag product={product} testId={priceTestId} dealBadge={dealBadge} />
            {children}
            <p className="agora-card-meta">
              {product.rating_count > 0 && (
                <span className="agora-card-rating">
                  <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
                  {product.rating.toFixed(1)}
                </span>
              )}
              <span className="agora-truncate">{t('home.sold', { count: product.sales })}</span>
            </p>
            <p className="agora-card-meta agora-truncate">{product.shop.name}</p>
          </div>
        </div>
      </Link>
      <div className="agora-product-card-heart">
        <Suspense fallback={null}>
          <CardHeart productId={product.id} />
        </Suspense>
      </div>
      <div className="agora-product-card-actions">
        <Suspense fallback={null}>
          <CardCompare productId={product.id} />
        </Suspense>
      </div>
    </article>
  );
});
