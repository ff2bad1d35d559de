/**
 * All products: search across shops by name or id, filter by shop and state (or the featured
 * lists, in their order). A product is taken off sale with a reason (the seller is told and must
 * fix and resubmit it) and featured on the home page's recommended and hot lists.
 */
import { ADMIN_PRODUCT_STATES, type AdminProduct, type AdminProductState } from '@agora/contract/shops-admin';
import { Anchor, Badge, Button, Group, Image, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ReasonModal } from '../components/reason-modal';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { idParam, oneOf, useFilterParams } from './filter-params';
import { SearchBox } from './search-box';
import { useAllProducts, useFeatureProduct, useTakeOffSale } from './shops-api';

export const PRODUCT_STATE_COLOR: Record<AdminProductState, string> = {
  draft: 'gray',
  pending: 'yellow',
  rejected: 'orange',
  on_sale: 'green',
  off_sale: 'gray',
  taken_off: 'red',
};
const FEATURED = ['hot', 'recommended'] as const;

function FeatureSwitches({ row }: { row: AdminProduct }) {
  const { t } = useTranslation();
  const feature = useFeatureProduct();
  const set = (change: { recommended?: number; hot?: number }) =>
    feature.mutate({ id: row.id, recommended: change.recommended ?? row.recommended, hot: change.hot ?? row.hot });
  // Only a product on sale can be featured; a featured one can always be taken off the list.
  const offSale = row.state !== 'on_sale';
  return (
    <Stack gap={6}>
      <Switch
        size="xs"
        label={row.recommended_rank ? t('admin.allProducts.recommendedAt', { n: row.recommended_rank }) : t('admin.allProducts.recommended')}
        checked={row.recommended === 1}
        disabled={feature.isPending || (offSale && row.recommended === 0)}
        onChange={(event) => set({ recommended: event.currentTarget.checked ? 1 : 0 })}
        data-testid="feature-recommended"
      />
      <Switch
        size="xs"
        label={row.hot_rank ? t('admin.allProducts.hotAt', { n: row.hot_rank }) : t('admin.allProducts.hot')}
        checked={row.hot === 1}
        disabled={feature.isPending || (offSale && row.hot === 0)}
        onChange={(event) => set({ hot: event.currentTarget.checked ? 1 : 0 })}
        data-testid="feature-hot"
      />
    </Stack>
  );
}

export default function AllProductsPage() {
  const { t } = useTranslation();
  const { usd, count, date } = useFormats();
  const [filters, setFilter] = useFilterParams(['q', 'shop', 'state', 'featured'] as const);
  const [page, setPage] = usePageParam();
  const filter = {
    q: filters.q || undefined,
    shop_id: idParam(filters.shop),
    state: oneOf(filters.state, ADMIN_PRODUCT_STATES),
    featured: oneOf(filters.featured, FEATURED),
  };
  const list = useAllProducts(filter, page);
  const takeOff = useTakeOffSale();
  const [taking, setTaking] = useState<AdminProduct | null>(null);

  const columns: Column<AdminProduct>[] = [
    {
      key: 'product',
      label: t('admin.allProducts.product'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Image src={mediaUrl(row.image)} alt={row.name} w={44} h={44} radius="sm" fit="cover" loading="lazy" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} lineClamp={2} data-testid="product-name">
              {row.name}
            </Text>
            <Text fz="xs" c="dimmed" className="agora-figure">
              #{row.id} · {usd(row.price)}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'shop',
      label: t('admin.allProducts.shop'),
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => setFilter('shop', String(row.shop.id))} data-testid="product-shop">
            {row.shop.name}
          </Anchor>
          {row.shop.status === 'suspended' && (
            <Badge size="xs" color="red" variant="outline" tt="none">
              {t('admin.shops.state_suspended')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'sales',
      label: t('admin.allProducts.sales'),
      nowrap: true,
      render: (row) => (
        <Text fz="sm" className="agora-figure">
          {t('admin.allProducts.salesLine', { sales: count(row.sales), stock: count(row.stock) })}
          <br />
          <Text span fz="xs" c="dimmed">
            {t('admin.allProducts.ratingLine', { rating: row.rating.toFixed(1), n: row.rating_count })}
          </Text>
        </Text>
      ),
    },
    {
      key: 'state',
      label: t('admin.allProducts.state'),
      render: (row) => (
        <Stack gap={2}>
          <Badge color={PRODUCT_STATE_COLOR[row.state]} variant="light" tt="none" data-testid="product-state" data-state={row.state}>
            {t(`admin.allProducts.state_${row.state}`)}
          </Badge>
          {row.reason && (
            <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.reason}
            </Text>
          )}
          <Text fz="xs" c="dimmed" className="agora-figure">
            {date(row.updated_at)}
          </Text>
        </Stack>
      ),
    },
    { key: 'featured', label: t('admin.allProducts.featured'), render: (row) => <FeatureSwitches row={row} /> },
  ];

  return (
    <>
      <PageHeader title={t('admin.allProducts.title')} intro={t('admin.allProducts.intro')} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchBox value={filters.q} onSearch={(q) => setFilter('q', q)} label={t('admin.allProducts.searchLabel')} />
        <Select
          aria-label={t('admin.allProducts.state')}
          data={[
            { value: '', label: t('admin.allProducts.state_all') },
            ...ADMIN_PRODUCT_STATES.map((s) => ({ value: s, label: t(`admin.allProducts.state_${s}`) })),
          ]}
          value={filter.state ?? ''}
          onChange={(value) => setFilter('state', value ?? '')}
          allowDeselect={false}
          w={{ base: 160, sm: 190 }}
        />
        <Select
          aria-label={t('admin.allProducts.featured')}
          data={[
            { value: '', label: t('admin.allProducts.featured_all') },
            ...FEATURED.map((f) => ({ value: f, label: t(`admin.allProducts.featured_${f}`) })),
          ]}
          value={filter.featured ?? ''}
          onChange={(value) => setFilter('featured', value ?? '')}
          allowDeselect={false}
          w={{ base: 160, sm: 190 }}
        />
        {filter.shop_id !== undefined && (
          <Button variant="light" size="sm" onClick={() => setFilter('shop', '')} data-testid="clear-shop-filter">
            {t('admin.allProducts.clearShop', { id: filter.shop_id })}
          </Button>
        )}
      </Group>
      <DataList
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.allProducts.title')}
        breakpoint="md"
        empty={<EmptyState icon={IconPackage} title={t('admin.allProducts.empty')} body={t('admin.allProducts.emptyBody')} />}
        actions={(row) =>
          row.state === 'on_sale' || row.state === 'off_sale' ? (
            <Button size="xs" color="red" variant="light" onClick={() => setTaking(row)}>
              {t('admin.allProducts.takeOff')}
            </Button>
          ) : null
        }
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <ReasonModal
        key={taking ? `take-${taking.id}` : 'closed'}
        opened={taking !== null}
        title={t('admin.allProducts.takeOffTitle')}
        subject={taking ? `${taking.name} · ${taking.shop.name}` : ''}
        confirm={t('admin.allProducts.takeOff')}
        busy={takeOff.isPending}
        onClose={() => setTaking(null)}
        onConfirm={(reason) => {
          if (!taking) return;
          const product = taking;
          takeOff.mutate(
            { id: product.id, reason },
            {
              onSuccess: () => {
                toast.emit({ message: t('admin.allProducts.takenOff', { product: product.name }), kind: 'success' });
                setTaking(null);
              },
            },
          );
        }}
      />
    </>
  );
}
