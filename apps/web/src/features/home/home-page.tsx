/** Home: adverts, promises, top 10 categories and brands with view-all links, new arrivals, the blog's latest articles, newsletter. */
import type { AdvertPosition } from '@agora/contract/site';
import { Group, SimpleGrid, Text } from '@mantine/core';
import { IconHeadset, IconPackages, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';
import { ProductGrid } from '../catalog/product-grid';
import { HOME_TOP, useAdverts, useBrands, useCategories, useWebsiteConfig } from '../site/api';
import { AdvertStrip } from './advert-banner';
import { useHomeProducts } from './api';
import { DayEndStrip } from './day-end-strip';
import { Section } from './section';
import { Tile, TileSkeletons } from './tiles';
import { WhenVisible } from './when-visible';

// Code for the parts below the first screen arrives after the first paint (nothing, when offline).
const HomeDeals = lazyPart(async () => {
  const [module] = await Promise.all([import('../flash-deals/home-deals'), loadPageTexts()]);
  return { default: module.HomeDeals };
});
// The blog's latest articles and the newsletter box.
const HomeBottom = lazyPart(() => import('./home-bottom').then((m) => ({ default: m.HomeBottom })));

function Promises() {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  const items = [
    { Icon: IconShieldCheck, text: t('home.promiseSecure') },
    { Icon: IconHeadset, text: t('home.promiseSupport') },
    { Icon: IconPackages, text: t('home.promiseWholesale') },
    // Promised only while the rule is on (an operator may set it to 0 pieces: no free delivery).
    ...(config?.free_delivery_pieces === 0
      ? []
      : [{ Icon: IconTruckDelivery, text: t('home.promiseDelivery', { count: config?.free_delivery_pieces ?? 500 }) }]),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="sm">
      {items.map(({ Icon, text }) => (
        <Group key={text} gap={6} wrap="nowrap" p={8} bg="white" style={{ borderRadius: 8 }}>
          <Icon size={20} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="xs" lh={1.25}>
            {text}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

type ProductList = Parameters<typeof useHomeProducts>[0];

/** A product section that owns its query: its answer re-renders this section only. */
function ProductsSection({ list, size, title, id, viewAll }: { list: ProductList; size: number; title: string; id: string; viewAll?: string }) {
  const { t } = useTranslation();
  const products = useHomeProducts(list, size);
  return (
    <Section title={title} viewAll={viewAll} id={id}>
      <ProductGrid products={products.data?.list} loading={products.isPending} />
      {products.data?.list.length === 0 && <Text c="dimmed">{t('home.noProducts')}</Text>}
    </Section>
  );
}

const TILE_COLS = { base: 4, xs: 5, sm: 10 };

interface TileItem {
  id: number;
  to: string;
  image: string;
  label: string;
}

/** Ten round tiles with a view-all link: the top categories or the top brands. */
function TilesSection(props: { title: string; viewAll: string; id: string; testId: string; empty: string; loading: boolean; items: TileItem[] | undefined }) {
  return (
    <Section title={props.title} viewAll={props.viewAll} id={props.id}>
      <SimpleGrid cols={TILE_COLS} spacing="xs" verticalSpacing="sm">
        {props.loading ? (
          <TileSkeletons count={HOME_TOP} />
        ) : (
          props.items?.map((item) => <Tile key={item.id} to={item.to} image={item.image} label={item.label} testId={props.testId} />)
        )}
      </SimpleGrid>
      {props.items?.length === 0 && <Text c="dimmed">{props.empty}</Text>}
    </Section>
  );
}

function CategoryTiles() {
  const { t } = useTranslation();
  const { data, isPending } = useCategories(HOME_TOP);
  const items = data?.list.map((c) => ({ id: c.id, to: `/pages/category/detail?id=${c.id}`, image: c.image, label: c.name }));
  return (
    <TilesSection
      title={t('home.categories')}
      viewAll="/pages/category/category"
      id="home-categories"
      testId="category-tile"
      empty={t('home.noCategories')}
      loading={isPending}
      items={items}
    />
  );
}

function BrandTiles() {
  const { t } = useTranslation();
  const { data, isPending } = useBrands(HOME_TOP);
  const items = data?.list.map((b) => ({ id: b.id, to: `/pages/category/detail?brand_id=${b.id}`, image: b.logo, label: b.name }));
  return (
    <TilesSection
      title={t('home.brands')}
      viewAll="/pages/category/brands"
      id="home-brands"
      testId="brand-tile"
      empty={t('home.noBrands')}
      loading={isPending}
      items={items}
    />
  );
}

function Advert({ position, height }: { position: AdvertPosition; height?: number }) {
  const adverts = useAdverts();
  const strip = <AdvertStrip adverts={adverts.data?.[position]} loading={adverts.isPending} height={height} />;
  return position === 'top' ? strip : <div style={{ marginTop: 24 }}>{strip}</div>;
}

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Agora</h1>
      <Advert position="top" />
      <Promises />
      <DayEndStrip />
      <CategoryTiles />
      <Advert position="center_top" height={120} />
      <BrandTiles />
      <Suspense fallback={null}>
        <HomeDeals />
      </Suspense>
      <ProductsSection list="get_recommend" size={6} title={t('home.recommended')} viewAll="/pages/category/recommend" id="home-recommended" />
      <Advert position="center" height={120} />
      <ProductsSection list="get_hot_list" size={6} title={t('home.hot')} viewAll="/pages/category/products?list=hot" id="home-hot" />
      <Advert position="center_bottom" height={120} />
      <ProductsSection list="get_new" size={12} title={t('home.newArrivals')} viewAll="/pages/category/products?list=new" id="home-new" />
      <Advert position="bottom" height={120} />
      <WhenVisible minHeight={180}>
        <Suspense fallback={null}>
          <HomeBottom />
        </Suspense>
      </WhenVisible>
    </>
  );
}
