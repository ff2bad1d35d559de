/**
 * The product's options and variants as an editable table: option names above ("Color", "Size",
 * at most 5), one row per variant with a value per option, SKU, price, market price and stock;
 * rows are added and removed here, and each has its wholesale tiers and (once saved) a stock
 * application.
 */
import { MAX_VARIANTS } from '@agora/contract/seller';
import { ActionIcon, Badge, Button, Group, Menu, NumberInput, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDots, IconPackageImport, IconPlus, IconStack2, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newVariant, type ProductDraft, type VariantDraft } from './product-draft';
import { StockApplyModal } from './stock-apply-modal';
import { WholesaleModal } from './wholesale-modal';

const MAX_OPTIONS = 5;
type Update = (update: (draft: ProductDraft) => ProductDraft) => void;

export function VariantsTable({ draft, update, errors }: { draft: ProductDraft; update: Update; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const [tiersOf, setTiersOf] = useState<string | null>(null);
  const [stockOf, setStockOf] = useState<VariantDraft | null>(null);

  const setVariant = (key: string, patch: Partial<VariantDraft>) =>
    update((d) => ({ ...d, variants: d.variants.map((v) => (v.key === key ? { ...v, ...patch } : v)) }));
  const addOption = () =>
    update((d) => ({ ...d, optionNames: [...d.optionNames, ''], variants: d.variants.map((v) => ({ ...v, values: [...v.values, ''] })) }));
  const removeOption = (index: number) =>
    update((d) => ({
      ...d,
      optionNames: d.optionNames.filter((_, i) => i !== index),
      variants: d.variants.map((v) => ({ ...v, values: v.values.filter((_, i) => i !== index) })),
    }));
  const tiersVariant = draft.variants.find((v) => v.key === tiersOf);
  const money = { decimalScale: 2, min: 0, step: 0.5, prefix: '$', hideControls: true, thousandSeparator: ',' } as const;

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        {draft.optionNames.map((name, index) => (
          <TextInput
            key={index}
            label={t('seller.editor.optionN', { n: index + 1 })}
            placeholder={t('seller.editor.optionPlaceholder')}
            value={name}
            w={150}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((d) => ({ ...d, optionNames: d.optionNames.map((n, i) => (i === index ? value : n)) }));
            }}
            error={errors[`options.${index}`]}
            data-testid={`option-name-${index}`}
            rightSection={
              <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => removeOption(index)} aria-label={t('seller.editor.removeOption')}>
                <IconX size={14} />
              </ActionIcon>
            }
          />
        ))}
        {draft.optionNames.length < MAX_OPTIONS && (
          <Button variant="light" size="sm" leftSection={<IconPlus size={14} />} onClick={addOption} data-testid="add-option">
            {t('seller.editor.addOption')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md">
        {/* Wider than a phone: its scrollbar stays in sight, so the columns beyond the edge are found. */}
        <ScrollArea type="auto" offsetScrollbars="x">
          <Table miw={640 + draft.optionNames.length * 120} verticalSpacing={6} data-testid="variants-table">
            <Table.Thead>
              <Table.Tr>
                {draft.optionNames.map((name, index) => (
                  <Table.Th key={index}>{name || t('seller.editor.optionN', { n: index + 1 })}</Table.Th>
                ))}
                <Table.Th>{t('seller.editor.sku')}</Table.Th>
                <Table.Th>{t('seller.editor.price')}</Table.Th>
                <Table.Th>{t('seller.editor.marketPrice')}</Table.Th>
                <Table.Th>{t('seller.editor.stock')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.variants.map((v, row) => (
                <Table.Tr key={v.key} data-testid="variant-row">
                  {draft.optionNames.map((_, index) => (
                    <Table.Td key={index} miw={110}>
                      <TextInput
                        size="xs"
                        value={v.values[index] ?? ''}
                        aria-label={t('seller.editor.optionValue', { option: draft.optionNames[index] || index + 1, row: row + 1 })}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setVariant(v.key, { values: v.values.map((x, i) => (i === index ? value : x)) });
                        }}
                        error={errors[`variants.${row}.values.${index}`] ?? (index === 0 ? errors[`variants.${row}.options`] : undefined)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td miw={120}>
                    <TextInput
                      size="xs"
                      value={v.sku}
                      aria-label={t('seller.editor.skuOf', { row: row + 1 })}
                      onChange={(event) => setVariant(v.key, { sku: event.currentTarget.value })}
                      error={errors[`variants.${row}.sku`]}
                      maxLength={64}
                    />
                  </Table.Td>
                  <Table.Td miw={100}>
                    <NumberInput
                      size="xs"
                      {...money}
                      value={v.price}
                      aria-label={t('seller.editor.priceOf', { row: row + 1 })}
                      onChange={(value) => setVariant(v.key, { price: value === '' ? '' : Number(value) })}
                      error={errors[`variants.${row}.price`]}
                    />
                  </Table.Td>
                  <Table.Td miw={100}>
                    <NumberInput
                      size="xs"
                      {...money}
                      value={v.market_price}
                      aria-label={t('seller.editor.marketPriceOf', { row: row + 1 })}
                      onChange={(value) => setVariant(v.key, { market_price: value === '' ? '' : Number(value) })}
                      error={errors[`variants.${row}.market_price`]}
                    />
                  </Table.Td>
                  <Table.Td miw={80}>
                    <NumberInput
                      size="xs"
                      min={0}
                      allowDecimal={false}
                      hideControls
                      value={v.stock}
                      aria-label={t('seller.editor.stockOf', { row: row + 1 })}
                      onChange={(value) => setVariant(v.key, { stock: value === '' ? '' : Number(value) })}
                      error={errors[`variants.${row}.stock`]}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('seller.editor.rowActions', { row: row + 1 })}>
                          <IconDots size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconStack2 size={14} />} onClick={() => setTiersOf(v.key)}>
                          {t('seller.editor.wholesale')}
                          {v.wholesale.length > 0 && (
                            <Badge size="xs" ml={6}>
                              {v.wholesale.length}
                            </Badge>
                          )}
                        </Menu.Item>
                        {v.id && (
                          <Menu.Item leftSection={<IconPackageImport size={14} />} onClick={() => setStockOf(v)}>
                            {t('seller.stock.apply')}
                          </Menu.Item>
                        )}
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          disabled={draft.variants.length <= 1}
                          onClick={() => update((d) => ({ ...d, variants: d.variants.filter((x) => x.key !== v.key) }))}
                        >
                          {t('seller.editor.removeVariant')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <Group justify="space-between">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={14} />}
          disabled={draft.variants.length >= MAX_VARIANTS}
          onClick={() => update((d) => ({ ...d, variants: [...d.variants, newVariant(d.optionNames.length)] }))}
          data-testid="add-variant"
        >
          {t('seller.editor.addVariant')}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('seller.editor.variantsHint')}
        </Text>
      </Group>
      {tiersVariant && (
        <WholesaleModal variant={tiersVariant} onClose={() => setTiersOf(null)} onSave={(wholesale) => setVariant(tiersVariant.key, { wholesale })} />
      )}
      {stockOf?.id && (
        <StockApplyModal variantId={stockOf.id} label={[...stockOf.values, stockOf.sku].filter(Boolean).join(' · ')} onClose={() => setStockOf(null)} />
      )}
    </Stack>
  );
}
