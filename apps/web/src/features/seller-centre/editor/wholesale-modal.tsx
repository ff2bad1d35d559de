/** A variant's wholesale tiers: from a quantity on, a lower unit price (ascending quantities, each price below the variant's). */
import { MAX_WHOLESALE_TIERS } from '@agora/contract/seller';
import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierDraft, VariantDraft } from './product-draft';

export function WholesaleModal({ variant, onClose, onSave }: { variant: VariantDraft; onClose: () => void; onSave: (tiers: TierDraft[]) => void }) {
  const { t } = useTranslation();
  const [tiers, setTiers] = useState<TierDraft[]>(variant.wholesale.length ? variant.wholesale : [{ min_quantity: '', price: '' }]);
  const set = (index: number, patch: Partial<TierDraft>) => setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  const problem = (tier: TierDraft, index: number): string | undefined => {
    if (tier.min_quantity === '' && tier.price === '') return undefined;
    const previous = index > 0 ? Number(tiers[index - 1]?.min_quantity || 1) : 1;
    if (tier.min_quantity === '' || tier.min_quantity <= previous) return t('seller.editor.tierQuantityRule', { min: previous + 1 });
    if (tier.price === '' || (variant.price !== '' && tier.price >= variant.price)) return t('seller.editor.tierPriceRule');
    return undefined;
  };
  const problems = tiers.map(problem);

  return (
    <Modal opened onClose={onClose} title={t('seller.editor.wholesaleTitle')} centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('seller.editor.wholesaleHint')}
        </Text>
        {tiers.map((tier, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <NumberInput
              label={t('seller.editor.fromQuantity')}
              min={2}
              allowDecimal={false}
              value={tier.min_quantity}
              onChange={(value) => set(index, { min_quantity: value === '' ? '' : Number(value) })}
              error={problems[index]}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={t('seller.editor.unitPrice')}
              min={0}
              decimalScale={2}
              prefix="$"
              hideControls
              value={tier.price}
              onChange={(value) => set(index, { price: value === '' ? '' : Number(value) })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
              aria-label={t('seller.editor.removeTier')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={tiers.length >= MAX_WHOLESALE_TIERS}
            onClick={() => setTiers((list) => [...list, { min_quantity: '', price: '' }])}
          >
            {t('seller.editor.addTier')}
          </Button>
          <Button
            disabled={problems.some(Boolean)}
            onClick={() => {
              onSave(tiers.filter((tier) => tier.min_quantity !== '' && tier.price !== ''));
              onClose();
            }}
          >
            {t('seller.editor.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
