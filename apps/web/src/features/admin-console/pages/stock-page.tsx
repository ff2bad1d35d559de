/** Stock applications waiting for review: product and variant, stock now, quantity asked for, the seller's remark; approve or reject with a reason. */
import { Text } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type PendingStock, usePendingStock, useReviewStock } from '../api/stock';
import type { Column } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { ReviewQueue } from '../components/review-queue';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';

/** "Colour: Black · Size: M" (option names in the operator's language where the mall knows them), or the SKU. */
function variantLabel(row: PendingStock, optionName: (name: string) => string) {
  return (
    Object.entries(row.options)
      .map(([name, value]) => `${optionName(name)}: ${value}`)
      .join(' · ') || row.sku
  );
}

export default function StockPage() {
  const { t, i18n } = useTranslation();
  const { date, count } = useFormats();
  // The product page's names for common options (`product.option_color`).
  const optionName = (name: string) => (i18n.exists(`product.option_${name}`) ? t(`product.option_${name}`) : name);
  const [page, setPage] = usePageParam();
  const list = usePendingStock(page);
  const review = useReviewStock();

  const columns: Column<PendingStock>[] = [
    {
      key: 'product',
      label: t('admin.stock.product'),
      render: (row) => (
        <>
          <Text fw={600} fz="sm" lineClamp={2}>
            {row.product_name}
          </Text>
          <Text fz="xs" c="dimmed">
            {row.shop.name}
          </Text>
        </>
      ),
    },
    { key: 'variant', label: t('admin.stock.variant'), render: (row) => variantLabel(row, optionName) },
    { key: 'stock', label: t('admin.stock.current'), nowrap: true, render: (row) => <span className="agora-figure">{count(row.stock)}</span> },
    {
      key: 'quantity',
      label: t('admin.stock.requested'),
      nowrap: true,
      render: (row) => (
        <Text fw={700} fz="sm" className="agora-figure" data-testid="stock-quantity">
          +{count(row.quantity)}
        </Text>
      ),
    },
    { key: 'remark', label: t('admin.stock.remark'), render: (row) => row.remark || '—' },
    { key: 'date', label: t('admin.stock.submitted'), nowrap: true, render: (row) => date(row.created_at) },
  ];

  return (
    <>
      <PageHeader title={t('admin.stock.title')} intro={t('admin.stock.intro')} />
      <ReviewQueue
        queue={{ rows: list.data?.list ?? [], total: list.data?.total ?? 0, loading: list.isPending, page, setPage, decide: review }}
        columns={columns}
        name={(row) => `${row.product_name} × ${count(row.quantity)}`}
        caption={t('admin.stock.title')}
        rejectTitle={t('admin.stock.rejectTitle')}
        empty={{ icon: IconStack2, title: t('admin.stock.empty'), body: t('admin.stock.emptyBody') }}
      />
    </>
  );
}
