/** One row of chips per option (colour, size…); values that lead to no stock are struck through. */
import type { Variant } from '@agora/contract/catalog';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAvailable } from './unit-price';

export function VariantPicker({
  options,
  variants,
  chosen,
  onChoose,
}: {
  options: { name: string; values: string[] }[];
  variants: Variant[];
  chosen: Record<string, string>;
  onChoose: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="variant-options">
      {options.map((option) => (
        <fieldset key={option.name} className="agora-fieldset">
          <Text component="legend" fz="sm" fw={600} mb={4}>
            {t(`product.option_${option.name}`, { defaultValue: option.name })}
          </Text>
          <Group gap={6}>
            {option.values.map((value) => {
              const available = isAvailable(variants, chosen, option.name, value);
              return (
                <Chip
                  key={value}
                  checked={chosen[option.name] === value}
                  onChange={() => onChoose(option.name, value)}
                  variant="outline"
                  radius="sm"
                  size="sm"
                  styles={{ label: available ? undefined : { textDecoration: 'line-through', opacity: 0.6 } }}
                  data-testid="variant-chip"
                >
                  {value}
                </Chip>
              );
            })}
          </Group>
        </fieldset>
      ))}
    </Stack>
  );
}
