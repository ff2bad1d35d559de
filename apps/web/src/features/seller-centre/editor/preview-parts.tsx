/**
 * What the editor's two previews (the saved product's and a new product's draft) share: the
 * language to preview in, and the product's card as a list shows it.
 */
import type { ProductCard as Card } from '@agora/contract/catalog';
import { LANGS, type Lang } from '@agora/contract/locale';
import { Box, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../catalog/product-card';
import { useLanguages } from '../../locale/api';

/** The language previewed, starting with the UI's. */
export function usePreviewLang() {
  const { i18n } = useTranslation();
  return useState<Lang>((LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'en');
}

export function PreviewLanguage({ lang, onChange }: { lang: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useTranslation();
  const { data: languages = [] } = useLanguages();
  return (
    <Select
      label={t('seller.editor.previewLanguage')}
      data={LANGS.map((code) => ({ value: code, label: languages.find((l) => l.code === code)?.name ?? code }))}
      value={lang}
      onChange={(value) => value && onChange(value as Lang)}
      allowDeselect={false}
      maw={240}
      data-testid="preview-language"
    />
  );
}

/** The product's card in a list, with the heading of the page part below it. */
export function PreviewCard({ card, lang }: { card: Card; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fw={600} fz="sm">
        {t('seller.editor.previewCard')}
      </Text>
      {/* The card's links lead to the live product: inert, as this may not be live. */}
      <Box maw={200} inert lang={lang}>
        <ProductCard product={card} testId="preview-card" />
      </Box>
      <Text fw={600} fz="sm">
        {t('seller.editor.previewPage')}
      </Text>
    </Stack>
  );
}
