/**
 * Reviews of every shop: search the text, the product or the author; filter by shop, product,
 * stars and whether hidden. A review is hidden with a reason (it leaves the product's page and
 * its rating at once) and restored.
 */
import type { AdminReview } from '@agora/contract/shops-admin';
import { Anchor, Badge, Button, Group, Rating, Select, Stack, Text } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { ReasonModal } from '../components/reason-modal';
import { ZoomableImage } from '../components/zoomable-image';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { idParam, oneOf, useFilterParams } from './filter-params';
import { NameAndEmail } from './name-and-email';
import { SearchBox } from './search-box';
import { useAllReviews, useHideReview, useRestoreReview } from './shops-api';

const STARS = ['1', '2', '3', '4', '5'] as const;
const HIDDEN = ['0', '1'] as const;

export default function ReviewsPage() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const [filters, setFilter, setFilters] = useFilterParams(['q', 'shop', 'product', 'hidden', 'rating'] as const);
  const [page, setPage] = usePageParam();
  const hidden = oneOf(filters.hidden, HIDDEN);
  const rating = oneOf(filters.rating, STARS);
  const filter = {
    q: filters.q || undefined,
    shop_id: idParam(filters.shop),
    product_id: idParam(filters.product),
    hidden: hidden === undefined ? undefined : (Number(hidden) as 0 | 1),
    rating: rating === undefined ? undefined : Number(rating),
  };
  const list = useAllReviews(filter, page);
  const hide = useHideReview();
  const restore = useRestoreReview();
  const [hiding, setHiding] = useState<AdminReview | null>(null);

  const done = (message: string) => toast.emit({ message, kind: 'success' });
  const columns: Column<AdminReview>[] = [
    {
      key: 'review',
      label: t('admin.reviews.review'),
      render: (row) => (
        <Stack gap={4}>
          <Group gap={6}>
            <Rating value={row.rating} readOnly size="xs" aria-label={t('admin.reviews.stars', { n: row.rating })} />
            <Text fz="xs" c="dimmed" className="agora-figure">
              {date(row.created_at)}
            </Text>
          </Group>
          <Text fz="sm" fw={400} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="review-comment">
            {row.comment || t('admin.reviews.noComment')}
          </Text>
          {row.images.length > 0 && (
            <Group gap={6}>
              {row.images.map((src, i) => (
                <ZoomableImage key={src} src={src} alt={t('admin.reviews.pictureOf', { n: i + 1, total: row.images.length })} width={40} height={40} />
              ))}
            </Group>
          )}
        </Stack>
      ),
    },
    {
      key: 'product',
      label: t('admin.reviews.product'),
      render: (row) => (
        <Stack gap={0} align="flex-start">
          <Anchor component="button" type="button" fz="sm" fw={600} ta="left" onClick={() => setFilter('product', String(row.product.id))}>
            {row.product.name}
          </Anchor>
          <Anchor component="button" type="button" fz="xs" c="dimmed" ta="left" onClick={() => setFilter('shop', String(row.shop.id))}>
            {row.shop.name}
          </Anchor>
        </Stack>
      ),
    },
    {
      key: 'author',
      label: t('admin.reviews.author'),
      render: (row) => <NameAndEmail name={row.author_name} email={row.author_email} />,
    },
    {
      key: 'state',
      label: t('admin.reviews.state'),
      render: (row) => (
        <Stack gap={2}>
          <Badge color={row.hidden ? 'red' : 'green'} variant="light" tt="none" data-testid="review-state" data-state={row.hidden ? 'hidden' : 'shown'}>
            {t(row.hidden ? 'admin.reviews.hidden' : 'admin.reviews.shown')}
          </Badge>
          {row.hidden === 1 && (
            <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.hidden_reason}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('admin.reviews.title')} intro={t('admin.reviews.intro')} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchBox value={filters.q} onSearch={(q) => setFilter('q', q)} label={t('admin.reviews.searchLabel')} />
        <Select
          aria-label={t('admin.reviews.state')}
          data={[
            { value: '', label: t('admin.reviews.all') },
            { value: '0', label: t('admin.reviews.shown') },
            { value: '1', label: t('admin.reviews.hidden') },
          ]}
          value={hidden ?? ''}
          onChange={(value) => setFilter('hidden', value ?? '')}
          allowDeselect={false}
          w={{ base: 160, sm: 190 }}
        />
        <Select
          aria-label={t('admin.reviews.rating')}
          data={[{ value: '', label: t('admin.reviews.anyRating') }, ...STARS.map((n) => ({ value: n, label: t('admin.reviews.stars', { n }) }))]}
          value={rating ?? ''}
          onChange={(value) => setFilter('rating', value ?? '')}
          allowDeselect={false}
          w={{ base: 160, sm: 190 }}
        />
        {(filter.shop_id !== undefined || filter.product_id !== undefined) && (
          <Button variant="light" onClick={() => setFilters({ shop: '', product: '' })}>
            {t('admin.reviews.clearFilters')}
          </Button>
        )}
      </Group>
      <DataList
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isPending}
        caption={t('admin.reviews.title')}
        breakpoint="md"
        empty={<EmptyState icon={IconMessageStar} title={t('admin.reviews.empty')} body={t('admin.reviews.emptyBody')} />}
        actions={(row) =>
          row.hidden ? (
            <Button
              size="xs"
              color="green"
              variant="light"
              loading={restore.isPending && restore.variables?.id === row.id}
              onClick={() =>
                restore.mutate(
                  { id: row.id },
                  { onSuccess: (answer) => done(t('admin.reviews.restored', { rating: answer.product.rating.toFixed(1), n: answer.product.rating_count })) },
                )
              }
            >
              {t('admin.reviews.restore')}
            </Button>
          ) : (
            <Button size="xs" color="red" variant="light" onClick={() => setHiding(row)}>
              {t('admin.reviews.hide')}
            </Button>
          )
        }
      />
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      <ReasonModal
        key={hiding ? `hide-${hiding.id}` : 'closed'}
        opened={hiding !== null}
        title={t('admin.reviews.hideTitle')}
        subject={hiding ? `${hiding.product.name} · ${hiding.author_name} · ${'★'.repeat(hiding.rating)}` : ''}
        confirm={t('admin.reviews.hide')}
        hint={t('admin.reviews.reasonHint')}
        busy={hide.isPending}
        onClose={() => setHiding(null)}
        onConfirm={(reason) => {
          if (!hiding) return;
          hide.mutate(
            { id: hiding.id, reason },
            {
              onSuccess: (answer) => {
                done(t('admin.reviews.hiddenDone', { rating: answer.product.rating.toFixed(1), n: answer.product.rating_count }));
                setHiding(null);
              },
            },
          );
        }}
      />
    </>
  );
}
