/**
 * A shop (`?id=N`): its trail, banner, logo, name, description, product count, rating and sales,
 * the coupons to claim (the shop's and the mall's), then its products with a sort and "load more"; the page is titled with the shop's name. An
 * unknown shop (2000019) shows its not-found state with a way back home, and no toast besides.
 */
import type { ProductCard as Product } from '@agora/contract/catalog';
import type { Page } from '@agora/contract/envelope';
import { Button, Center, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconStarFilled } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../lib/api-client';
import { localeTag } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media';
import { ClaimStrip } from '../coupons/claim-strip';
import { Breadcrumbs } from '../system/breadcrumbs';
import { usePageTitle } from '../system/page-title';
import { ChatWithShopButton } from '../tickets/ticket-links';
import { ListingGrid, PAGE_SIZE } from './listing-grid';
import { SortSelect, useSortParam } from './sort-select';

interface Shop {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  product_count: number;
  sales: number;
  rating: number;
  created_at: string;
}
type ShopPage = Page<Product> & { shop: Shop };

const LOGO = 72;

function Stat({ value, label }: { value: ReactNode; label: string }) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fw={700} fz="lg" lh={1.2} component="div">
        {value}
      </Text>
      <Text fz="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
    </Stack>
  );
}

function ShopHeader({ shop }: { shop: Shop }) {
  const { t, i18n } = useTranslation();
  const locale = localeTag(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(shop.created_at));
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="shop-header">
      <img
        src={mediaUrl(shop.banner)}
        alt=""
        width={1200}
        height={400}
        style={{
          width: '100%',
          height: 'auto',
          aspectRatio: '3 / 1',
          maxHeight: 280,
          objectFit: 'cover',
          display: 'block',
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      <Group px="md" pt="sm" align="flex-start" wrap="nowrap" gap="md">
        <img
          src={mediaUrl(shop.logo)}
          alt=""
          width={LOGO}
          height={LOGO}
          style={{
            marginTop: -LOGO / 2 - 8,
            flexShrink: 0,
            borderRadius: 12,
            border: '3px solid var(--mantine-color-white)',
            background: 'var(--mantine-color-white)',
            boxShadow: 'var(--mantine-shadow-sm)',
          }}
        />
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {shop.name}
          </Title>
          <Text fz="xs" c="dimmed">
            {t('shop.since', { date: since })}
          </Text>
          <ChatWithShopButton shopId={shop.id} shopName={shop.name} label={t('tickets.chatWithSeller')} mt={6} />
        </div>
      </Group>
      {shop.description && (
        <Text fz="sm" px="md" pt="xs">
          {shop.description}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs" p="md" maw={560}>
        <Stat value={number.format(shop.product_count)} label={t('shop.products')} />
        <Stat
          value={
            // Ratings run 1 to 5, so an average of 0 is a shop nobody has rated yet.
            shop.rating > 0 ? (
              <Group gap={4} justify="center" wrap="nowrap">
                <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
                {shop.rating.toFixed(1)}
              </Group>
            ) : (
              <Text component="span" fz="sm" c="dimmed" data-testid="no-ratings">
                {t('product.noRatings')}
              </Text>
            )
          }
          label={t('shop.rating')}
        />
        <Stat value={number.format(shop.sales)} label={t('shop.sales')} />
      </SimpleGrid>
    </Paper>
  );
}

function ShopHeaderSkeleton() {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Skeleton radius={0} style={{ aspectRatio: '3 / 1', maxHeight: 280 }} />
      <Group p="md" wrap="nowrap">
        <Skeleton height={LOGO} width={LOGO} radius={12} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={48} mx="md" mb="md" width="auto" />
    </Paper>
  );
}

function Notice({ title, body }: { title: string; body?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Stack align="center" maw={420} ta="center" gap="xs" data-testid="shop-empty">
        <IconBuildingStore size={44} stroke={1.4} color="var(--mantine-color-orange-7)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {body && (
          <Text c="dimmed" fz="sm">
            {body}
          </Text>
        )}
        <Button component={Link} to="/" mt="xs">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}

export default function ShopPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const known = Number.isInteger(id) && id > 0;
  const [sort, setSort] = useSortParam();
  const listing = useInfiniteQuery({
    queryKey: ['shop', id, sort ?? 'new', i18n.language],
    // Quiet: a shop that does not exist is this page's not-found state, not a toast as well.
    queryFn: ({ pageParam }) => request<ShopPage>(`/shop/${id}/${pageParam}`, { query: { page_size: PAGE_SIZE, sort }, quiet: pageParam === 1 }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    // Keep this shop's products in view while another sort loads; never another shop's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
    enabled: known,
    // An unknown shop answers 2000019; asking again would not change that.
    retry: false,
    staleTime: 60_000,
  });

  const shop = listing.data?.pages[0]?.shop;
  const missing = !known || (listing.isError && !listing.data);
  usePageTitle(missing ? t('shop.missingTitle') : shop?.name);

  if (missing) return <Notice title={t('shop.missingTitle')} body={t('shop.missingBody')} />;

  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: shop?.name ?? t('pages.shopDetail') }]} />
      {shop ? <ShopHeader shop={shop} /> : <ShopHeaderSkeleton />}
      <ClaimStrip shopId={id} />
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} fz="lg">
          {t('shop.allProducts')}
        </Title>
        <SortSelect value={sort} onChange={setSort} />
      </Group>
      <ListingGrid listing={listing} empty={<Notice title={t('shop.noProducts')} />} />
    </Stack>
  );
}
