/** Quantity, at least 1 and at most the stock, shown as "x1". */
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  const upper = Math.max(1, max);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('product.quantity')}>
      <ActionIcon variant="default" size="lg" onClick={() => onChange(Math.max(1, value - 1))} disabled={value <= 1} aria-label={t('product.decrease')}>
        <IconMinus size={16} />
      </ActionIcon>
      <Text fw={700} miw={48} ta="center" aria-live="polite" data-testid="quantity">
        x{value}
      </Text>
      <ActionIcon variant="default" size="lg" onClick={() => onChange(Math.min(upper, value + 1))} disabled={value >= upper} aria-label={t('product.increase')}>
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
