/**
 * A new product as buyers will see it, before its first save: its card in a list (the
 * storefront's own ProductCard) and the top of its page (gallery, name, price, options, wholesale
 * tiers, description) drawn from the form, in the language chosen here, with English where that
 * language has no text. Once saved, the editor previews what was saved instead (product-preview.tsx).
 */
import type { ProductCard as Card, Variant } from '@agora/contract/catalog';
import type { Lang } from '@agora/contract/locale';
import { Alert, Badge, Box, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../locale/use-price';
import { Gallery } from '../../product/gallery';
import { SafeHtml } from '../../product/safe-html';
import { VariantPicker } from '../../product/variant-picker';
import { WholesaleTable } from '../../product/wholesale-table';
import { PreviewCard, PreviewLanguage, usePreviewLang } from './preview-parts';
import { type ProductDraft, toSaveInput } from './product-draft';

/** An empty picture: the card's grey square until one is added, not a broken image with its alt text over it. */
const NO_PICTURE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E';

function texts(draft: ProductDraft, lang: Lang) {
  const own = draft.texts[lang];
  const en = draft.texts.en;
  return {
    name: own.name.trim() || en.name,
    short: own.short_description.trim() || en.short_description,
    description: own.description.trim() || en.description,
  };
}

export function DraftPreview({ draft, shop, onClose }: { draft: ProductDraft; shop: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const price = usePrice();
  const [lang, setLang] = usePreviewLang();
  const { name, short, description } = texts(draft, lang);
  const input = useMemo(() => toSaveInput(draft), [draft]);
  const variants: Variant[] = input.variants.map((v, i) => ({
    id: i + 1,
    sku: v.sku,
    options: v.options ?? {},
    price: v.price,
    market_price: v.market_price,
    stock: v.stock,
    image: v.image ?? null,
    thumb: v.image ?? null,
    wholesale: v.wholesale ?? [],
    deal: null,
  }));
  const options = draft.optionNames.map((optionName, i) => ({
    name: optionName,
    values: [...new Set(draft.variants.map((v) => v.values[i]?.trim()).filter(Boolean))] as string[],
  }));
  const [chosen, setChosen] = useState<Record<string, string>>(() => variants[0]?.options ?? {});
  const variant = variants.find((v) => Object.entries(v.options).every(([k, value]) => chosen[k] === value)) ?? variants[0];
  const cheapest = variants.reduce<Variant | undefined>((low, v) => (!low || v.price < low.price ? v : low), undefined);
  const card: Card = {
    id: draft.id ?? 0,
    name: name || t('seller.editor.untitled'),
    image: draft.images[0] ?? NO_PICTURE,
    thumb: draft.images[0] ?? NO_PICTURE,
    price: cheapest?.price ?? 0,
    market_price: cheapest?.market_price ?? 0,
    deal_price: null,
    deal_end_time: null,
    shop,
    category_id: draft.category_id ?? 0,
    brand_id: draft.brand_id,
    rating: 0,
    rating_count: 0,
    sales: 0,
  };

  return (
    <Modal opened onClose={onClose} title={t('seller.editor.previewTitle')} size="xl" fullScreen={phone} data-testid="product-preview">
      <Stack gap="md">
        <PreviewLanguage lang={lang} onChange={setLang} />
        <Alert color="blue" variant="light" data-testid="preview-draft-note">
          {t('seller.editor.previewDraft')}
        </Alert>
        <PreviewCard card={card} lang={lang} />
        <Paper withBorder p="sm" radius="md" lang={lang}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              {draft.images.length > 0 ? <Gallery images={draft.images} thumbs={draft.images} name={name} /> : <Box bg="gray.1" style={{ aspectRatio: '1' }} />}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="sm">
                <Title order={2} fz={{ base: 'lg', sm: 22 }}>
                  {name || t('seller.editor.untitled')}
                </Title>
                <Paper p="sm" radius="md" bg="orange.0">
                  <Group gap="sm" align="baseline">
                    <Text fz={26} fw={800} c="deal.7">
                      {price(variant?.price ?? 0)}
                    </Text>
                    {variant && variant.market_price > variant.price && (
                      <Text c="dimmed" td="line-through">
                        {price(variant.market_price)}
                      </Text>
                    )}
                  </Group>
                  {short && (
                    <Text fz="sm" c="dimmed" mt={4}>
                      {short}
                    </Text>
                  )}
                </Paper>
                {options.length > 0 && options.every((o) => o.name) && (
                  <VariantPicker options={options} variants={variants} chosen={chosen} onChoose={(k, value) => setChosen((c) => ({ ...c, [k]: value }))} />
                )}
                {variant && (
                  <Badge variant="light" color={variant.stock > 0 ? 'green' : 'red'} w="fit-content">
                    {t('seller.editor.previewStock', { count: variant.stock })}
                  </Badge>
                )}
                {variant && <WholesaleTable variant={variant} activeFrom={null} />}
              </Stack>
            </Grid.Col>
          </Grid>
          {description && <SafeHtml html={description} />}
        </Paper>
      </Stack>
    </Modal>
  );
}
