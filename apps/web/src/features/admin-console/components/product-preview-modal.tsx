/**
 * A product as buyers will see it, whatever its status: the storefront's own product view
 * (gallery, price, variant chips, quantity, wholesale tiers, seller, description) from
 * `GET /api/admin/product/:id`, with the review's status above it and the decision's buttons
 * (`actions`, kept in view at the foot) while it is pending. A pending product's page answers
 * not-found in the mall, so the preview cannot be the mall's page. The dialog itself is the
 * product feature's, shared with the seller centre's editor. Tabs switch between the languages the
 * seller wrote (the operator's first when written, else English) and the missing ones are named.
 */
import { isLang, LANGS, type Lang, resolveLang } from '@agora/contract/locale';
import type { ProductPreview } from '@agora/contract/product-preview';
import { Alert, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../locale/api';
import { ProductPreviewDialog } from '../../product/product-preview-dialog';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
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

/**
 * Tabs of the languages the seller wrote (their names), and which they did not: the reviewer reads
 * each; a language not written shows English to buyers.
 */
function WrittenLanguages({ written, lang, onChange }: { written: string[]; lang: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useTranslation();
  const { data: languages = [] } = useLanguages();
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const missing = LANGS.filter((code) => !written.includes(code));
  return (
    <Stack gap="xs" mb="md">
      <Text fz="sm" fw={600}>
        {t('admin.reviewLangs.label')}
      </Text>
      <Tabs value={lang} onChange={(value) => isLang(value) && onChange(value)} keepMounted={false} data-testid="preview-langs">
        <ScrollingTabList active={lang}>
          {written.map((code) => (
            <Tabs.Tab key={code} value={code} lang={code}>
              {nameOf(code)}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      {missing.length > 0 && (
        <Text fz="sm" c="orange.8" data-testid="preview-langs-missing">
          {t('admin.reviewLangs.missing', { count: missing.length, languages: missing.map(nameOf).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

export function ProductPreviewModal({ id, onClose, actions }: { id: number | null; onClose: () => void; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const uiLang = resolveLang(i18n.language);
  const [chosen, setChosen] = useState<{ id: number | null; lang: Lang } | null>(null);
  const picked = chosen?.id === id ? chosen.lang : null;
  // Asked in the operator's language first: the seller's texts there, or English where not written.
  const preview = useProductPreview(id, picked ?? uiLang);
  const written = preview.data?.written_langs ?? [];
  const shown: Lang = picked ?? (written.includes(uiLang) ? uiLang : 'en');
  return (
    <ProductPreviewDialog
      opened={id !== null}
      onClose={onClose}
      title={t('admin.products.previewTitle')}
      contentLang={shown}
      top={preview.data && <WrittenLanguages written={written} lang={shown} onChange={(lang) => setChosen({ id, lang })} />}
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
