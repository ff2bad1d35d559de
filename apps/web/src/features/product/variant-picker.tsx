/**
 * One row of chips per option (colour, size…); values that lead to no stock are struck through.
 * Option names and values come in the buyer's language from the server (the seller's wording,
 * English where there is none).
 */
import type { Variant } from '@agora/contract/catalog';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isAvailable, matchVariant } from './unit-price';

type Option = { name: string; values: string[] };

/** The variant last chosen (ids are unique across products), kept while the page reloads in another language. */
const lastChosen = { variantId: 0 };

/**
 * After a language switch the page still holds the chosen values in the old language, which are
 * none of the new values: the choice that repairs it (one option at a time), from the variant
 * chosen before. Nothing while every chosen value is a value of its option, even when that
 * combination has no variant: that is the buyer's own choice.
 * @example choiceToRepair([{ name: 'カラー', values: ['ブラック'] }], variants, { Colour: 'Black' }, 12) // ['カラー', 'ブラック']
 */
function choiceToRepair(options: Option[], variants: Variant[], chosen: Record<string, string>, previousId: number): [string, string] | null {
  if (options.every((o) => o.values.includes(chosen[o.name] ?? ''))) return null;
  const previous = variants.find((v) => v.id === previousId);
  const stale = previous && Object.entries(previous.options).find(([name, value]) => chosen[name] !== value);
  return stale ?? null;
}

/** Option names as the seller wrote them ("color") read as our own labels where we have one. */
const KEY_LIKE = /^[a-z_]+$/;

export function VariantPicker({
  options,
  variants,
  chosen,
  onChoose,
}: {
  options: Option[];
  variants: Variant[];
  chosen: Record<string, string>;
  onChoose: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const matched = matchVariant(variants, chosen);
  useEffect(() => {
    if (matched) {
      lastChosen.variantId = matched.id;
      return;
    }
    const repair = choiceToRepair(options, variants, chosen, lastChosen.variantId);
    if (repair) onChoose(...repair);
  });
  return (
    <Stack gap="xs" data-testid="variant-options">
      {options.map((option) => (
        <fieldset key={option.name} className="agora-fieldset">
          <Text component="legend" fz="sm" fw={600} mb={4}>
            {KEY_LIKE.test(option.name) ? t(`product.option_${option.name}`, { defaultValue: option.name }) : option.name}
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
