/**
 * The product page: gallery, price with total for the chosen quantity, variant chips, stock,
 * wholesale tiers, wishlist, compare, share, the seller, description, reviews, related products
 * and the shop's best sellers. Add to cart and buy now arrive with checkout.
 */
import type { ProductDetail } from '@agora/contract/catalog';
import { Anchor, Badge, Button, Center, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductGrid } from '../catalog/product-grid';
import { CompareButton } from '../compare/compare-button';
import { DealEndsIn } from '../flash-deals/deal-ends-in';
import { Section } from '../home/section';
import { usePrice } from '../locale/use-price';
import { useCategoryTree } from '../site/api';
import { categoryTrail } from '../site/category-trail';
import { Breadcrumbs } from '../system/breadcrumbs';
import { WishlistButton } from '../wishlist/wishlist-button';
import { useProductDetail } from './api';
import { Gallery } from './gallery';
import { galleryImages } from './gallery-images';
import { ProductSkeleton } from './product-skeleton';
import { quantityLimit } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { ReviewsSection } from './reviews-section';
import { SafeHtml } from './safe-html';
import { ShareButton } from './share-button';
import { ShopCard } from './shop-card';
import { activeTierFrom, matchVariant, unitPrice } from './unit-price';
import { VariantPicker } from './variant-picker';
import { WholesaleTable } from './wholesale-table';

/** The options of the first variant in stock (or the first). */
function firstOptions(product: ProductDetail): Record<string, string> {
  const first = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  return first ? { ...first.options } : {};
}

export default function ProductPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useProductDetail(id);
  const tree = useCategoryTree();
  const price = usePrice();
  // The chosen options and quantity belong to one product: another product starts afresh, on
  // its first variant in stock (derived while rendering, so the page does not render twice).
  const [choice, setChoice] = useState<{ productId: number; options: Record<string, string>; quantity: number } | null>(null);
  const product = detail.data;
  const current = product && (choice?.productId === product.id ? choice : { productId: product.id, options: firstOptions(product), quantity: 1 });
  const chosen = current?.options ?? {};
  const typedQuantity = current?.quantity ?? 1;
  const setChosen = (name: string, value: string) => current && setChoice({ ...current, options: { ...current.options, [name]: value } });
  const setQuantity = (next: number) => current && setChoice({ ...current, quantity: next });

  const variant = useMemo(() => (product ? (matchVariant(product.variants, chosen) ?? null) : null), [product, chosen]);

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

  const stock = variant?.stock ?? 0;
  // Another variant may have less in stock than the quantity chosen for the last one.
  const quantity = Math.min(typedQuantity, quantityLimit(stock));
  const unit = variant ? unitPrice(variant, quantity) : (product.deal_price ?? product.price);
  // As on the cards (PriceTag): during a deal the regular price is struck through, else the market price.
  const onDeal = Boolean(variant?.deal && quantity <= variant.deal.left);
  const listPrice = onDeal && variant ? variant.price : (variant?.market_price ?? product.market_price);
  const gallery = galleryImages(product, variant);

  // Home › top category › its child › the product; the product's own category alone until the tree is in.
  const trail = (tree.data && categoryTrail(tree.data.list, product.category.id)) || [product.category];

  return (
    <Stack gap="lg">
      <Breadcrumbs
        items={[
          { label: t('nav.categories'), to: '/pages/category/category' },
          ...trail.map((c) => ({ label: c.name, to: `/pages/category/detail?id=${c.id}` })),
          { label: product.name },
        ]}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Gallery key={product.id} images={gallery.images} thumbs={gallery.thumbs} name={product.name} focus={gallery.index} focusKey={variant?.id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 'lg', sm: 24 }} lh={1.3}>
              {product.name}
            </Title>
            <Group gap="md" fz="sm" c="dimmed">
              <Group gap={4}>
                <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                <Text fz="sm">{product.rating.toFixed(1)}</Text>
              </Group>
              <Text fz="sm" c="dimmed">
                {t('home.sold', { count: product.sales })}
              </Text>
              {product.brand && (
                <Anchor component={Link} to={`/pages/category/detail?brand_id=${product.brand.id}`} fz="sm">
                  {product.brand.name}
                </Anchor>
              )}
            </Group>

            <Paper p="sm" radius="md" bg="orange.0">
              <Group gap="sm" align="baseline">
                <Text fz={28} fw={800} c="deal.7" data-testid="unit-price">
                  {price(unit)}
                </Text>
                {listPrice > unit && (
                  <Text c="dimmed" td="line-through" data-testid="list-price">
                    {price(listPrice)}
                  </Text>
                )}
                {onDeal && <Badge color="deal.7">{t('common.flashDeal')}</Badge>}
              </Group>
              {onDeal && variant?.deal && <DealEndsIn end={variant.deal.end_time} />}
              {product.short_description && (
                <Text fz="sm" c="dimmed" mt={4}>
                  {product.short_description}
                </Text>
              )}
            </Paper>

            {product.options.length > 0 && <VariantPicker options={product.options} variants={product.variants} chosen={chosen} onChoose={setChosen} />}

            <QuantityStepper
              value={quantity}
              max={stock}
              onChange={setQuantity}
              aside={
                <Text fz="sm" c={stock > 0 ? 'dimmed' : 'red'} ml="sm" data-testid="stock">
                  {stock > 0 ? t('product.stock', { count: stock }) : t('product.outOfStock')}
                </Text>
              }
            />
            <Text fz="sm">
              {t('product.total')}:{' '}
              <Text component="span" fw={700} data-testid="total-price">
                {price(unit * quantity)}
              </Text>
            </Text>
            {variant && <WholesaleTable variant={variant} activeFrom={activeTierFrom(variant, quantity)} />}

            <Group gap="xs">
              <WishlistButton productId={product.id} />
              <CompareButton productId={product.id} />
              <ShareButton title={product.name} />
              <Anchor component={Link} to="/pages/policy/return" fz="sm">
                {t('product.viewPolicy')}
              </Anchor>
            </Group>
            <ShopCard shop={product.shop} />
          </Stack>
        </Grid.Col>
      </Grid>

      <section aria-labelledby="description-title">
        <Title order={2} fz="lg" id="description-title" mb="xs">
          {t('product.description')}
        </Title>
        <SafeHtml className="agora-description" html={product.description} />
      </section>

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
