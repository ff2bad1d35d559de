/**
 * A product as buyers will see it, whatever its status: the storefront's own product view
 * (gallery, price, variant chips, quantity, wholesale tiers, seller, description) from
 * `GET /api/admin/product/:id`, with the review's status above it and the decision's buttons
 * (`actions`, kept in view at the foot) while it is pending. A pending product's page answers
 * not-found in the mall, so the preview cannot be the mall's page. The dialog itself is the
 * product feature's, shared with the seller centre's editor.
 */
import type { ProductPreview } from '@agora/contract/product-preview';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPreviewDialog } from '../../product/product-preview-dialog';
import { useProductPreview } from '../api/product-preview';

const COLOUR: Record<ProductPreview['status'], string> = { pending: 'yellow', rejected: 'red', on_sale: 'green', off_sale: 'gray', draft: 'gray' };

function ReviewState({ product }: { product: ProductPreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={COLOUR[product.status]} variant="light" data-testid="preview-status">
          {t(`admin.products.status_${product.status}`)}
        </Badge>
        {product.status !== 'on_sale' && (
          <Text fz="sm" c="dimmed">
            {t('admin.products.previewHidden')}
          </Text>
        )}
      </Group>
      {product.status === 'rejected' && product.review_reason && (
        <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('admin.products.rejectedBecause')}>
          {product.review_reason}
        </Alert>
      )}
    </Stack>
  );
}

export function ProductPreviewModal({ id, onClose, actions }: { id: number | null; onClose: () => void; actions?: ReactNode }) {
  const { t } = useTranslation();
  const preview = useProductPreview(id);
  return (
    <ProductPreviewDialog
      opened={id !== null}
      onClose={onClose}
      title={t('admin.products.previewTitle')}
      preview={preview}
      missing={t('admin.products.previewMissing')}
      testId="admin-product-preview"
      header={(product) => <ReviewState product={product} />}
      footer={(product) =>
        actions &&
        product.status === 'pending' && (
          <Group justify="flex-end" gap="xs" className="admin-preview-actions">
            {actions}
          </Group>
        )
      }
    />
  );
}
