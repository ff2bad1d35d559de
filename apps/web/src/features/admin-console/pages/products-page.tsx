/** Products waiting for review: picture, name (with a preview of its page as buyers will see it), shop, price, description; approve or reject with a reason. */
import { Anchor, Group, Image, Text } from '@mantine/core';
import { IconEye, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';
import { type PendingProduct, usePendingProducts, useReviewProduct } from '../api/products';
import type { Column } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { ProductPreviewModal } from '../components/product-preview-modal';
import { ReviewQueue } from '../components/review-queue';
import { ZoomableImage } from '../components/zoomable-image';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';

/** Rich text to a line of plain text for the preview (the full text is on the product page). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export default function ProductsPage() {
  const { t } = useTranslation();
  const { date, usd } = useFormats();
  const [page, setPage] = usePageParam();
  const list = usePendingProducts(page);
  const review = useReviewProduct();
  const [previewing, setPreviewing] = useState<PendingProduct | null>(null);

  // The queue's rows carry a description only where the server sends one.
  const descriptionColumn: Column<PendingProduct> = {
    key: 'description',
    label: t('admin.products.description'),
    render: (row) => (
      <Text fz="xs" c="dimmed" lineClamp={2} maw={280}>
        {plain(row.short_description || row.description || '') || '—'}
      </Text>
    ),
  };
  const rows = list.data?.list ?? [];
  const columns: Column<PendingProduct>[] = [
    {
      key: 'product',
      label: t('admin.products.product'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {row.image ? <ZoomableImage src={row.image} alt={row.name} width={56} height={56} /> : <Image src={null} w={56} h={56} radius="sm" alt="" />}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" lineClamp={2}>
              {row.name}
            </Text>
            <Anchor component="button" type="button" onClick={() => setPreviewing(row)} fz="xs">
              <Group gap={4} component="span" wrap="nowrap">
                <IconEye size={14} aria-hidden />
                {t('admin.products.preview')}
              </Group>
            </Anchor>
          </div>
        </Group>
      ),
    },
    { key: 'shop', label: t('admin.products.shop'), render: (row) => row.shop.name },
    { key: 'price', label: t('admin.products.price'), nowrap: true, render: (row) => <span className="agora-figure">{usd(row.price)}</span> },
    {
      key: 'images',
      label: t('admin.products.images'),
      render: (row) => (
        <Group gap={4}>
          {row.images.slice(1, 4).map((image, i) => (
            <img
              key={image}
              src={mediaUrl(image)}
              alt={t('admin.products.imageN', { name: row.name, n: i + 2 })}
              width={32}
              height={32}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ))}
          <Text fz="xs" c="dimmed">
            {t('admin.products.imageCount', { count: row.images.length })}
          </Text>
        </Group>
      ),
    },
    ...(rows.some((row) => row.short_description || row.description) ? [descriptionColumn] : []),
    { key: 'date', label: t('admin.products.submitted'), nowrap: true, render: (row) => date(row.updated_at) },
  ];

  return (
    <>
      <PageHeader title={t('admin.products.title')} intro={t('admin.products.intro')} />
      <ReviewQueue
        queue={{ rows, total: list.data?.total ?? 0, loading: list.isPending, page, setPage, decide: review }}
        columns={columns}
        name={(row) => row.name}
        caption={t('admin.products.title')}
        rejectTitle={t('admin.products.rejectTitle')}
        empty={{ icon: IconPackage, title: t('admin.products.empty'), body: t('admin.products.emptyBody') }}
        preview={{
          row: previewing,
          close: () => setPreviewing(null),
          render: (actions) => <ProductPreviewModal id={previewing?.id ?? null} onClose={() => setPreviewing(null)} actions={actions} />,
        }}
      />
    </>
  );
}
