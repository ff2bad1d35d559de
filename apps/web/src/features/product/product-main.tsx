/**
 * The product as buyers see it, from its detail alone (no fetching): gallery, name, rating and
 * sales, price block, what the page offers under it (`offers`: the coupons to claim), variant
 * chips, quantity with stock and total, wholesale tiers, the page's own actions (`actions`), the
 * seller and the description. The product page shows it with the
 * buyer's actions; the admin console's review and the seller centre show it as a preview, where
 * the links into the mall are plain text (`preview`).
 */
import type { ProductDetail } from '@agora/contract/catalog';
import { Anchor, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DealEndsIn } from '../flash-deals/deal-ends-in';
import { usePrice } from '../locale/use-price';
import { DeliveryEstimate } from './delivery-estimate';
import { Gallery } from './gallery';
import { galleryImages } from './gallery-images';
import { quantityLimit } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { SafeHtml } from './safe-html';
import { ShopCard } from './shop-card';
import { activeTierFrom, matchVariant, unitPrice } from './unit-price';
import { VariantPicker } from './variant-picker';
import { WholesaleTable } from './wholesale-table';

/** The options of the first variant in stock (or the first). */
function firstOptions(product: ProductDetail): Record<string, string> {
  const first = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  return first ? { ...first.options } : {};
}

type Choice = { productId: number; options: Record<string, string>; quantity: number };

/**
 * The buyer's chosen options and quantity, held by the caller: the product page keeps it while the
 * product reloads in another language (its skeleton replaces ProductMain meanwhile).
 */
export function useProductChoice() {
  return useState<Choice | null>(null);
}

/**
 * The choice as the page shows it: another product starts afresh, on its first variant in stock;
 * the quantity stays within the chosen variant's stock. The page's cart buttons read it too.
 */
export function shownChoice(product: ProductDetail, choice: Choice | null) {
  const current = choice?.productId === product.id ? choice : { productId: product.id, options: firstOptions(product), quantity: 1 };
  const variant = matchVariant(product.variants, current.options) ?? null;
  // Another variant may have less in stock than the quantity chosen for the last one.
  const quantity = Math.min(current.quantity, quantityLimit(variant?.stock ?? 0));
  return { current, variant, quantity };
}

export function ProductMain({
  product,
  choice: [choice, setChoice],
  actions,
  offers,
  preview = false,
}: {
  product: ProductDetail;
  choice: ReturnType<typeof useProductChoice>;
  actions?: ReactNode;
  offers?: ReactNode;
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  // The chosen options and quantity belong to one product (derived while rendering, so the page
  // does not render twice).
  const { current, variant, quantity } = shownChoice(product, choice);
  const chosen = current.options;
  const setChosen = (name: string, value: string) => setChoice({ ...current, options: { ...current.options, [name]: value } });
  const setQuantity = (next: number) => setChoice({ ...current, quantity: next });

  const stock = variant?.stock ?? 0;
  const unit = variant ? unitPrice(variant, quantity) : (product.deal_price ?? product.price);
  // As on the cards (PriceTag): during a deal the regular price is struck through, else the market price.
  const onDeal = Boolean(variant?.deal && quantity <= variant.deal.left);
  const listPrice = onDeal && variant ? variant.price : (variant?.market_price ?? product.market_price);
  const gallery = galleryImages(product, variant);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Gallery key={product.id} images={gallery.images} thumbs={gallery.thumbs} name={product.name} focus={gallery.index} focusKey={variant?.id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
          <Stack gap="sm">
            <Title order={preview ? 2 : 1} fz={{ base: 'lg', sm: 24 }} lh={1.3}>
              {product.name}
            </Title>
            <Group gap="md" fz="sm" c="dimmed">
              {product.review_count > 0 ? (
                <Group gap={4}>
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                  <Text fz="sm">{product.rating.toFixed(1)}</Text>
                </Group>
              ) : (
                <Text fz="sm" data-testid="no-ratings">
                  {t('product.noRatings')}
                </Text>
              )}
              <Text fz="sm" c="dimmed">
                {t('home.sold', { count: product.sales })}
              </Text>
              {product.brand &&
                (preview ? (
                  <Text fz="sm">{product.brand.name}</Text>
                ) : (
                  <Anchor component={Link} to={`/pages/category/detail?brand_id=${product.brand.id}`} fz="sm">
                    {product.brand.name}
                  </Anchor>
                ))}
            </Group>

            <Paper p="sm" radius="md" bg="orange.0">
              <Group gap="sm" align="baseline">
                <Text fz={28} fw={800} c="deal.7" style={{ whiteSpace: 'nowrap' }} data-testid="unit-price">
                  {price(unit)}
                </Text>
                {listPrice > unit && (
                  <Text c="dimmed" td="line-through" style={{ whiteSpace: 'nowrap' }} data-testid="list-price">
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
            {offers}

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
            {!preview && <DeliveryEstimate productId={product.id} variantId={variant?.id ?? null} quantity={quantity} />}

            {actions}
            <ShopCard shop={product.shop} visit={!preview} />
          </Stack>
        </Grid.Col>
      </Grid>

      <section aria-labelledby={preview ? 'preview-description-title' : 'description-title'}>
        <Title order={preview ? 3 : 2} fz="lg" id={preview ? 'preview-description-title' : 'description-title'} mb="xs">
          {t('product.description')}
        </Title>
        <SafeHtml className="agora-description" html={product.description} />
      </section>
    </>
  );
}
