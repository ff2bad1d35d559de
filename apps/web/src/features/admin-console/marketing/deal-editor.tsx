/**
 * The flash deal editor (a modal; the whole screen on a phone): titles per language, the window
 * (start and end), and the items: a variant found by product name or SKU, its deal price in US
 * dollars and the quantity offered at it. An item that has sold cannot be removed, and its
 * quantity not lowered below what sold (the server says so too).
 */
import { type AdminDealItem, type AdminFlashDeal, DEAL_TITLE_MAX, type DealVariant } from '@agora/contract/marketing-admin';
import { ActionIcon, Button, Group, Image, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { useFormats } from '../use-formats';
import { EditorModal } from './editor-modal';
import { fromLocalInput, toCents, toLocalInput } from './local-time';
import { useDealVariants, useSaveFlashDeal } from './marketing-api';
import { type Titles, TitlesField, titlesBody, titlesFrom } from './titles-field';

interface ItemDraft {
  variant_id: number;
  name: string;
  options: Record<string, string>;
  image: string;
  regular_price: number;
  sold: number;
  /** Dollars as typed. */
  price: string;
  quantity: string;
}

const HOUR = 3_600_000;
const optionText = (options: Record<string, string>) => Object.values(options).join(' · ');
const fromItem = (item: AdminDealItem): ItemDraft => ({ ...item, price: (item.price / 100).toFixed(2), quantity: String(item.quantity) });
const fromVariant = (variant: DealVariant): ItemDraft => ({ ...variant, regular_price: variant.price, sold: 0, price: '', quantity: '10' });

function VariantSearch({ taken, onPick }: { taken: number[]; onPick: (variant: DealVariant) => void }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const found = useDealVariants(debounced);
  const rows = (found.data ?? []).filter((v) => !taken.includes(v.variant_id));
  return (
    <Stack gap={6}>
      <TextInput
        label={t('admin.flashDealsAdmin.addProduct')}
        placeholder={t('admin.flashDealsAdmin.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        data-testid="deal-variant-search"
      />
      {debounced.trim() && found.isSuccess && rows.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('admin.flashDealsAdmin.noMatch')}
        </Text>
      )}
      {rows.slice(0, 8).map((variant) => (
        <Paper key={variant.variant_id} withBorder p={6} radius="sm">
          <Group gap="xs" wrap="nowrap">
            <Image src={mediaUrl(variant.image)} w={36} h={36} radius="sm" alt="" fit="cover" style={{ flex: 'none' }} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fz="sm" lineClamp={1}>
                {variant.name}
              </Text>
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {[variant.sku, optionText(variant.options), usd(variant.price)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => {
                onPick(variant);
                setKeyword('');
              }}
              data-testid="deal-variant-add"
            >
              {t('admin.flashDealsAdmin.add')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function ItemRows({ items, onChange }: { items: ItemDraft[]; onChange: (items: ItemDraft[]) => void }) {
  const { t } = useTranslation();
  const { usd } = useFormats();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const set = (index: number, change: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const priceInput = (item: ItemDraft, index: number) => (
    <TextInput
      aria-label={t('admin.flashDealsAdmin.dealPrice')}
      label={wide ? undefined : t('admin.flashDealsAdmin.dealPrice')}
      leftSection={<Text fz="xs">US$</Text>}
      inputMode="decimal"
      value={item.price}
      onChange={(event) => set(index, { price: event.currentTarget.value })}
      error={item.price !== '' && !(toCents(item.price) > 0 && toCents(item.price) < item.regular_price) ? t('admin.flashDealsAdmin.priceRule') : undefined}
      w={wide ? 120 : undefined}
      data-testid="deal-item-price"
    />
  );
  const quantityInput = (item: ItemDraft, index: number) => (
    <TextInput
      aria-label={t('admin.flashDealsAdmin.quantity')}
      label={wide ? undefined : t('admin.flashDealsAdmin.quantity')}
      inputMode="numeric"
      value={item.quantity}
      onChange={(event) => set(index, { quantity: event.currentTarget.value })}
      error={
        item.quantity !== '' && !(Number(item.quantity) >= Math.max(1, item.sold)) ? t('admin.flashDealsAdmin.quantityRule', { sold: item.sold }) : undefined
      }
      w={wide ? 96 : undefined}
      data-testid="deal-item-quantity"
    />
  );
  const removeButton = (item: ItemDraft, index: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      disabled={item.sold > 0}
      onClick={() => remove(index)}
      aria-label={t('admin.flashDealsAdmin.remove')}
      title={item.sold > 0 ? t('admin.flashDealsAdmin.soldKept') : t('admin.flashDealsAdmin.remove')}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
  const product = (item: ItemDraft) => (
    <Group gap="xs" wrap="nowrap">
      <Image src={mediaUrl(item.image)} w={36} h={36} radius="sm" alt="" fit="cover" style={{ flex: 'none' }} />
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" lineClamp={2}>
          {item.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {[optionText(item.options), t('admin.flashDealsAdmin.regularPrice', { price: usd(item.regular_price) })].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );

  if (items.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="deal-no-items">
        {t('admin.flashDealsAdmin.noItems')}
      </Text>
    );
  if (!wide)
    return (
      <Stack gap="xs">
        {items.map((item, index) => (
          <Paper key={item.variant_id} withBorder p="xs" radius="md" data-testid="deal-item">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {product(item)}
              {removeButton(item, index)}
            </Group>
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              {priceInput(item, index)}
              {quantityInput(item, index)}
            </SimpleGrid>
            <Text fz="xs" c="dimmed" mt={4}>
              {t('admin.flashDealsAdmin.sold')} {item.sold}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.flashDealsAdmin.product')}</Table.Th>
          <Table.Th>{t('admin.flashDealsAdmin.dealPrice')}</Table.Th>
          <Table.Th>{t('admin.flashDealsAdmin.quantity')}</Table.Th>
          <Table.Th>{t('admin.flashDealsAdmin.sold')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={item.variant_id} data-testid="deal-item">
            <Table.Td>{product(item)}</Table.Td>
            <Table.Td>{priceInput(item, index)}</Table.Td>
            <Table.Td>{quantityInput(item, index)}</Table.Td>
            <Table.Td>{item.sold}</Table.Td>
            <Table.Td>{removeButton(item, index)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function DealEditor({ deal, onClose }: { deal: AdminFlashDeal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFlashDeal();
  const [titles, setTitles] = useState<Titles>(() => titlesFrom(deal));
  const [startsAt, setStartsAt] = useState(() => toLocalInput(deal?.starts_at ?? new Date(Math.ceil(Date.now() / HOUR) * HOUR)));
  const [endsAt, setEndsAt] = useState(() => toLocalInput(deal?.ends_at ?? new Date(Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR)));
  const [items, setItems] = useState<ItemDraft[]>(() => deal?.items.map(fromItem) ?? []);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const span = { starts: fromLocalInput(startsAt), ends: fromLocalInput(endsAt) };
  const windowError = tried && span.starts && span.ends && span.ends <= span.starts ? t('admin.flashDealsAdmin.endAfterStart') : undefined;
  const itemsOk =
    items.length > 0 && items.every((i) => toCents(i.price) > 0 && toCents(i.price) < i.regular_price && Number(i.quantity) >= Math.max(1, i.sold));

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!titles.en.trim() || !span.starts || !span.ends || span.ends <= span.starts || !itemsOk) return;
    const body = {
      ...(deal ? { id: deal.id } : {}),
      ...titlesBody(titles),
      starts_at: span.starts,
      ends_at: span.ends,
      items: JSON.stringify(items.map((i) => ({ variant_id: i.variant_id, price: toCents(i.price), quantity: Number(i.quantity) }))),
    };
    try {
      await save.mutateAsync(body);
      toast.emit({ message: t('admin.flashDealsAdmin.saved'), kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };

  return (
    <EditorModal
      title={deal ? t('admin.flashDealsAdmin.editDeal') : t('admin.flashDealsAdmin.newDeal')}
      size="xl"
      testId="deal"
      refusal={refusal}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TitlesField titles={titles} onChange={setTitles} englishMissing={tried && !titles.en.trim()} max={DEAL_TITLE_MAX} testId="deal-title-input" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('admin.flashDealsAdmin.startsAt')}
          required
          value={startsAt}
          onChange={(event) => setStartsAt(event.currentTarget.value)}
          error={tried && !span.starts ? t('admin.flashDealsAdmin.dateRequired') : undefined}
          data-testid="deal-starts-at"
        />
        <TextInput
          type="datetime-local"
          label={t('admin.flashDealsAdmin.endsAt')}
          required
          value={endsAt}
          onChange={(event) => setEndsAt(event.currentTarget.value)}
          error={(tried && !span.ends ? t('admin.flashDealsAdmin.dateRequired') : undefined) ?? windowError}
          data-testid="deal-ends-at"
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text fw={500} fz="sm">
          {t('admin.flashDealsAdmin.items')}
        </Text>
        <ItemRows items={items} onChange={setItems} />
        {tried && items.length === 0 && (
          <Text c="red.7" fz="sm" role="alert">
            {t('admin.flashDealsAdmin.itemsRequired')}
          </Text>
        )}
      </Stack>
      <VariantSearch taken={items.map((i) => i.variant_id)} onPick={(variant) => setItems((all) => [...all, fromVariant(variant)])} />
    </EditorModal>
  );
}
