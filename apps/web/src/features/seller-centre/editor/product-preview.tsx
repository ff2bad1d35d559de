/**
 * The editor's preview as buyers will see the product. A saved product shows what was saved
 * (`GET /api/seller/product/:id/preview`, whatever its review state) in the storefront's own
 * product view, the dialog the admin console's review uses too; changes not saved yet are not in
 * it, and it says so. A new product, never saved, shows its draft (DraftPreview).
 */
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductPreviewDialog } from '../../product/product-preview-dialog';
import { useSellerProductPreview } from '../api/seller-api';
import { StatusBadge } from '../products/status-badge';
import { DraftPreview } from './draft-preview';
import { PreviewCard, PreviewLanguage, usePreviewLang } from './preview-parts';
import type { ProductDraft } from './product-draft';

export function ProductPreview({
  draft,
  shop,
  unsaved,
  onClose,
}: {
  draft: ProductDraft;
  shop: { id: number; name: string };
  /** The form holds changes that were not saved. */
  unsaved: boolean;
  onClose: () => void;
}) {
  if (!draft.id) return <DraftPreview draft={draft} shop={shop} onClose={onClose} />;
  return <SavedPreview id={draft.id} unsaved={unsaved} onClose={onClose} />;
}

function SavedPreview({ id, unsaved, onClose }: { id: number; unsaved: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang, setLang] = usePreviewLang();
  const preview = useSellerProductPreview(id, lang);
  return (
    <ProductPreviewDialog
      opened
      onClose={onClose}
      title={t('seller.editor.previewTitle')}
      preview={preview}
      missing={t('seller.editor.previewMissing')}
      testId="product-preview"
      contentLang={lang}
      top={
        <Stack gap="sm" mb="md">
          <PreviewLanguage lang={lang} onChange={setLang} />
          {unsaved && (
            <Alert color="yellow" variant="light" data-testid="preview-unsaved">
              {t('seller.editor.previewUnsaved')}
            </Alert>
          )}
        </Stack>
      }
      header={(product) => (
        <Stack gap="sm">
          <Group gap="xs" align="flex-start">
            <div>
              <StatusBadge status={product.status} reason={product.review_reason} />
            </div>
            {product.status !== 'on_sale' && (
              <Text fz="sm" c="dimmed">
                {t('seller.editor.previewHidden')}
              </Text>
            )}
          </Group>
          <PreviewCard card={product} lang={lang} />
        </Stack>
      )}
    />
  );
}
