/**
 * The product page: gallery, price with total for the chosen quantity, variant chips, stock,
 * wholesale tiers, the shop's and the mall's coupons to claim, wishlist, compare, share, refund (for
 * a buyer who bought it), the seller, description, reviews, related products and the shop's best
 * sellers, add to cart and buy now.
 */
import { Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lazyPart } from '../../lib/lazy-part';
import { CartButtons } from '../cart/cart-buttons';
import { ProductGrid } from '../catalog/product-grid';
import { CompareButton } from '../compare/compare-button';
import { ClaimStrip } from '../coupons/claim-strip';
import { Section } from '../home/section';
import { useHasLogin } from '../session/session-store';
import { useCategoryTree } from '../site/api';
import { categoryTrail } from '../site/category-trail';
import { Breadcrumbs } from '../system/breadcrumbs';
import { WishlistButton } from '../wishlist/wishlist-button';
import { useProductDetail } from './api';
import { ProductMain, shownChoice, useProductChoice } from './product-main';
import { ProductSkeleton } from './product-skeleton';
import { ReviewsSection } from './reviews-section';
import { ShareButton } from './share-button';

// The "refund" action: its code and its request (the buyer's orders) only for a logged-in buyer.
const ProductRefundLink = lazyPart(() => import('../refunds/product-refund-link'));

export default function ProductPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useProductDetail(id);
  const tree = useCategoryTree();
  const choice = useProductChoice();
  const hasLogin = useHasLogin();
  const product = detail.data;

  if (detail.isPending) return <ProductSkeleton />;
  if (!product) {
    return (
      <Center mih="50vh">
        <Stack align="center">
          <Text>{t('product.notFound')}</Text>
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
        </Stack>
      </Center>
    );
  }

  // Home › top category › its child › the product; the product's own category alone until the tree is in.
  const trail = (tree.data && categoryTrail(tree.data.list, product.category.id)) || [product.category];
  const { variant, quantity } = shownChoice(product, choice[0]);

  return (
    <Stack gap="lg">
      <Breadcrumbs
        items={[
          { label: t('nav.categories'), to: '/pages/category/category' },
          ...trail.map((c) => ({ label: c.name, to: `/pages/category/detail?id=${c.id}` })),
          { label: product.name },
        ]}
      />
      <ProductMain
        product={product}
        choice={choice}
        offers={<ClaimStrip shopId={product.shop.id} />}
        actions={
          <>
            <CartButtons product={product} variant={variant} quantity={quantity} />
            <Group gap="xs">
              <WishlistButton productId={product.id} />
              <CompareButton productId={product.id} />
              <ShareButton title={product.name} />
              <Anchor component={Link} to="/pages/policy/return" fz="sm">
                {t('product.viewPolicy')}
              </Anchor>
              {hasLogin && (
                <Suspense fallback={null}>
                  <ProductRefundLink productId={product.id} />
                </Suspense>
              )}
            </Group>
          </>
        }
      />

      <ReviewsSection productId={product.id} rating={product.rating} count={product.review_count} />

      {product.related.length > 0 && (
        <Section title={t('product.related')} id="related">
          <ProductGrid products={product.related} loading={false} />
        </Section>
      )}
      {product.best_sellers.length > 0 && (
        <Section title={t('product.bestSellers')} viewAll={`/pages/shop/detail?id=${product.shop.id}`} id="best-sellers">
          <ProductGrid products={product.best_sellers} loading={false} />
        </Section>
      )}
    </Stack>
  );
}
