/**
 * An address printed as its country writes it (address-format.ts), one line each: the address
 * list, the checkout, the order page and the seller's order views all print addresses with it.
 * @example <PostalAddress address={{ country: 'JP', country_name: '日本', state_name: '千葉', city: 'Chiba', postcode: '260-0013', address: '中央3-10-8' }} />
 */
import { Text } from '@mantine/core';
import { addressLines, type PrintedAddress } from './address-format';

export function PostalAddress({
  address,
  fz = 'sm',
  plain = false,
  testId = 'address-place',
}: {
  address: PrintedAddress;
  fz?: 'xs' | 'sm';
  /** Plain lines without the app's type styles (the printed packing slip). */
  plain?: boolean;
  testId?: string;
}) {
  const lines = addressLines(address);
  return (
    <div data-testid={testId}>
      {lines.map((line, i) =>
        plain ? (
          <div key={i} data-testid="address-line">
            {line}
          </div>
        ) : (
          <Text key={i} fz={fz} style={{ overflowWrap: 'anywhere' }} data-testid="address-line">
            {line}
          </Text>
        ),
      )}
    </div>
  );
}
