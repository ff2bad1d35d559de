/**
 * Quantity: − and + buttons around a field one can type into, at least 1 and at most the stock,
 * shown as "x1". The page follows what is typed at once (clamped, so the total never shows more
 * than can be bought); leaving the field (or Enter) settles the number and says when it was
 * clamped.
 */
import { ActionIcon, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityDigits, quantityLimit, readQuantity } from './quantity';

export function QuantityStepper({ value, max, onChange, aside }: { value: number; max: number; onChange: (value: number) => void; aside?: ReactNode }) {
  const { t } = useTranslation();
  const upper = quantityLimit(max);
  const hintId = useId();
  // What is being typed (digits only), until the field is left; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const [settledHint, setSettledHint] = useState<'min' | 'max' | null>(null);
  // The quantity before typing began: what the live region keeps saying until the field is left.
  const [before, setBefore] = useState(value);
  // Above the stock is said while typing already; "at least 1" only once the field is left (an
  // emptied field is a normal step while typing).
  const typing = draft === null ? null : readQuantity(draft, max);
  const hint = typing ? (typing.clamped === 'max' ? 'max' : null) : settledHint;

  const type = (text: string) => {
    const digits = quantityDigits(text);
    if (draft === null) setBefore(value);
    setDraft(digits);
    setSettledHint(null);
    if (digits !== '') onChange(readQuantity(digits, max).value);
  };
  const settle = () => {
    if (draft === null) return;
    const reading = readQuantity(draft, max);
    onChange(reading.value);
    setSettledHint(reading.clamped);
    setDraft(null);
  };
  const step = (next: number) => {
    setDraft(null);
    setSettledHint(null);
    onChange(next);
  };

  return (
    <div>
      <Group gap={6} wrap="nowrap" role="group" aria-label={t('product.quantity')}>
        <ActionIcon variant="default" size="lg" onClick={() => step(Math.max(1, value - 1))} disabled={value <= 1} aria-label={t('product.decrease')}>
          <IconMinus size={16} />
        </ActionIcon>
        <TextInput
          value={draft ?? String(value)}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={settle}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle();
            else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              step(Math.min(upper, Math.max(1, value + (event.key === 'ArrowUp' ? 1 : -1))));
            }
          }}
          leftSection="x"
          leftSectionWidth={24}
          leftSectionPointerEvents="none"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          aria-label={t('product.quantity')}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={hint === 'max' && draft !== null ? true : undefined}
          w={80}
          styles={{ input: { fontWeight: 700, paddingInlineStart: 24, fontVariantNumeric: 'tabular-nums' } }}
          data-testid="quantity-input"
        />
        <ActionIcon variant="default" size="lg" onClick={() => step(Math.min(upper, value + 1))} disabled={value >= upper} aria-label={t('product.increase')}>
          <IconPlus size={16} />
        </ActionIcon>
        {/* The settled quantity, read out after a step or when the field is left. */}
        <VisuallyHidden aria-live="polite" data-testid="quantity">
          {`x${draft === null ? value : before}`}
        </VisuallyHidden>
        {aside}
      </Group>
      {hint && (
        <Text id={hintId} fz="xs" c={hint === 'max' ? 'orange.8' : 'dimmed'} mt={4} data-testid="quantity-hint">
          {hint === 'max' ? t('product.onlyInStock', { count: upper }) : t('product.atLeastOne')}
        </Text>
      )}
    </div>
  );
}
