/**
 * An amount in US dollars with two decimals and no spinner, typed freely: the form checks the range
 * and says what is wrong, the input never clamps a figure behind the operator's back.
 * @example <DollarInput label={t('admin.money.actualAmount')} value={dollars} onChange={setDollars} error={problem} />
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';

export function DollarInput(props: NumberInputProps) {
  return (
    <NumberInput
      required
      decimalScale={2}
      fixedDecimalScale
      prefix="US$"
      thousandSeparator=","
      allowNegative={false}
      hideControls
      clampBehavior="none"
      {...props}
    />
  );
}
