/**
 * Compare: up to four products side by side, one column each, one row per fact and per option
 * name; scrolls sideways on a phone with the row names kept in view. A guest's list lives in
 * this browser, with a note to log in to keep it.
 */

import { COMPARE_MAX } from '@agora/contract/wishlist';
import { Alert, Anchor, Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconArrowsLeftRight, IconInfoCircle, IconStarFilled, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { PriceTag } from '../catalog/price-tag';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { type CompareProduct, useCompareList, useRemoveFromCompare } from './api';

const LABEL_WIDTH = 92;
const COLUMN_WIDTH = 128;
const NONE = '—';
// The row names stay in view while the products scroll under them.
const sticky: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-gray-0)', width: LABEL_WIDTH, verticalAlign: 'top' };

function EmptyCompare() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={IconArrowsLeftRight}
      title={t('compare.emptyTitle')}
      body={t('compare.emptyBody', { max: COMPARE_MAX })}
      action={{ label: t('compare.emptyAction'), to: '/pages/category/category' }}
      testId="compare-empty"
    />
  );
}

function Row({ label, products, cell }: { label: string; products: CompareProduct[]; cell: (p: CompareProduct) => ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" style={sticky} fz="xs" c="dimmed" fw={600}>
        {label}
      </Table.Th>
      {products.map((p) => (
        <Table.Td key={p.id} fz="sm" style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
          {cell(p)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

function PriceCell({ product }: { product: CompareProduct }) {
  return <PriceTag product={product} testId="compare-price" stacked />;
}

function CompareTable({ products, optionNames }: { products: CompareProduct[]; optionNames: string[] }) {
  const { t } = useTranslation();
  const remove = useRemoveFromCompare();
  const optionLabel = (name: string) => t(`compare.optionNames.${name}`, { defaultValue: name.charAt(0).toUpperCase() + name.slice(1) });
  return (
    <Table.ScrollContainer minWidth={LABEL_WIDTH + products.length * COLUMN_WIDTH} type="native">
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        horizontalSpacing="xs"
        bg="white"
        maw={LABEL_WIDTH + products.length * 260}
        style={{ tableLayout: 'fixed' }}
        data-testid="compare-table"
      >
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('compare.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td style={sticky} />
            {products.map((p) => (
              <Table.Th key={p.id} scope="col" style={{ verticalAlign: 'top' }} data-testid="compare-column">
                <Anchor component={Link} to={`/pages/prouduct/detail?id=${p.id}`} underline="never" c="inherit" display="block">
                  <img
                    src={mediaUrl(p.image)}
                    alt={p.name}
                    width={240}
                    height={240}
                    style={{ width: '100%', maxWidth: 160, height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block', borderRadius: 8 }}
                  />
                  <Text fz="sm" fw={600} mt={6} className="agora-clamp-2" lh={1.3}>
                    {p.name}
                  </Text>
                </Anchor>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Row label={t('compare.price')} products={products} cell={(p) => <PriceCell product={p} />} />
          <Row
            label={t('compare.rating')}
            products={products}
            cell={(p) =>
              p.rating_count === 0 ? (
                <Text fz="sm" c="dimmed" data-testid="no-ratings">
                  {t('product.noRatings')}
                </Text>
              ) : (
                <Group gap={4} wrap="nowrap" align="center">
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden style={{ flexShrink: 0 }} />
                  <Text fz="sm" fw={600}>
                    {p.rating.toFixed(1)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    ({p.rating_count})
                  </Text>
                </Group>
              )
            }
          />
          <Row label={t('compare.sales')} products={products} cell={(p) => t('home.sold', { count: p.sales })} />
          <Row label={t('compare.brand')} products={products} cell={(p) => p.brand?.name ?? NONE} />
          <Row label={t('compare.category')} products={products} cell={(p) => p.category.name} />
          <Row
            label={t('compare.stock')}
            products={products}
            cell={(p) =>
              p.stock > 0 ? (
                t('compare.inStock', { count: p.stock })
              ) : (
                <Text c="red.8" fz="sm">
                  {t('compare.outOfStock')}
                </Text>
              )
            }
          />
          {optionNames.map((name) => (
            <Row key={name} label={optionLabel(name)} products={products} cell={(p) => p.options.find((o) => o.name === name)?.values.join(', ') || NONE} />
          ))}
          <Row
            label=""
            products={products}
            cell={(p) => (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconX size={16} aria-hidden />}
                loading={remove.isPending && remove.variables === p.id}
                disabled={remove.isPending && remove.variables !== p.id}
                onClick={() => remove.mutate(p.id)}
                data-testid="compare-remove"
              >
                {t('compare.remove')}
              </Button>
            )}
          />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function ComparePage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const compare = useCompareList();
  const products = compare.data?.list ?? [];
  const max = compare.data?.max ?? COMPARE_MAX;

  return (
    <>
      <Group justify="space-between" align="baseline" mb="md" wrap="nowrap">
        <Title order={1} fz="xl">
          {t('pages.compare')}
        </Title>
        {products.length > 0 && (
          <Text c="dimmed" fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('compare.count', { count: products.length, max })}
          </Text>
        )}
      </Group>
      {!hasLogin && products.length > 0 && (
        <Alert variant="light" color="orange" icon={<IconInfoCircle size={20} />} mb="md" data-testid="compare-guest-note">
          {t('compare.guestNote')}{' '}
          <Anchor component={Link} to="/pages/users/login" fw={600} fz="sm">
            {t('compare.login')}
          </Anchor>
        </Alert>
      )}
      {compare.isPending ? (
        <Skeleton height={520} radius="md" />
      ) : products.length === 0 ? (
        <EmptyCompare />
      ) : (
        <CompareTable products={products} optionNames={compare.data?.option_names ?? []} />
      )}
    </>
  );
}
