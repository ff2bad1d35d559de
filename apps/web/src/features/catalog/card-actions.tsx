/**
 * What one can do from a product card: the wishlist heart and compare. Loaded after the first
 * paint by product-card.tsx. Their test ids differ from the product page's own buttons, which
 * share a page with cards (related products, the shop's best sellers).
 */
import { CompareButton } from '../compare/compare-button';
import { WishlistButton } from '../wishlist/wishlist-button';

export function CardHeart({ productId }: { productId: number }) {
  return <WishlistButton productId={productId} size="md" testId="card-wishlist" />;
}

export function CardCompare({ productId }: { productId: number }) {
  return <CompareButton productId={productId} testId="card-compare" />;
}
