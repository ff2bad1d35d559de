/**
 * A product as buyers will see it, whatever its status, in a dialog (full screen on a phone): the
 * storefront's own product view (ProductMain as a preview) of a `ProductPreview` answer, its
 * skeleton while it loads, and `missing` when there is none. The admin console's review and the
 * seller centre's editor each put their own parts around it: `top` above everything (e.g. a
 * language picker, with `contentLang` the language the product was asked in), `header` and `footer` around the product (its review state, the decision's
 * buttons). The texts are the callers', so each area keeps its own words.
 * @example <ProductPreviewDialog opened title={t('…')} preview={useProductPreview(id)} missing={t('…')} testId="…" onClose={close} />
 */
import type { ProductPreview } from '@agora/contract/product-preview';
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ProductMain, useProductChoice } from './product-main';
import { ProductSkeleton } from './product-skeleton';

function Product({ product, header, lang }: { product: ProductPreview; header?: ReactNode; lang?: string }) {
  const choice = useProductChoice();
  return (
    <Stack gap="lg">
      {header}
      {/* The product's own texts may be in another language than the UI's around them. */}
      <Stack gap="lg" lang={lang}>
        <ProductMain product={product} choice={choice} preview />
      </Stack>
    </Stack>
  );
}

export function ProductPreviewDialog({
  opened,
  onClose,
  title,
  preview,
  missing,
  testId,
  contentLang,
  top,
  header,
  footer,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The answer of a preview query (`useQuery`'s result fits). */
  preview: { isPending: boolean; data?: ProductPreview };
  /** Said when there is no product to show (not found, not the caller's, the request failed). */
  missing: ReactNode;
  testId: string;
  /** The language the product's texts were asked in, when not the UI's. */
  contentLang?: string;
  top?: ReactNode;
  header?: (product: ProductPreview) => ReactNode;
  footer?: (product: ProductPreview) => ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="60rem" fullScreen={phone} data-testid={testId}>
      {top}
      {preview.isPending ? (
        <ProductSkeleton />
      ) : preview.data ? (
        <>
          <Product product={preview.data} header={header?.(preview.data)} lang={contentLang} />
          {footer?.(preview.data)}
        </>
      ) : (
        <Text py="xl" ta="center">
          {missing}
        </Text>
      )}
    </Modal>
  );
}
