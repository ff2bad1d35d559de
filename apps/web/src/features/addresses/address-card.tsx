/** One address as a buyer reads it: recipient and phone, the address in its country's order and the reader's language, the default badge. */
import type { Address } from '@agora/contract/addresses';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PostalAddress } from './postal-address';

export function AddressText({ address, badge = true, children }: { address: Address; badge?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="address-name">
          {address.first_name}
        </Text>
        <Text fz="sm" c="dimmed" className="agora-figure">
          {address.phone}
        </Text>
        {badge && address.is_default === 1 && (
          <Badge size="sm" variant="light" tt="none" data-testid="address-default-badge">
            {t('addresses.default')}
          </Badge>
        )}
      </Group>
      <PostalAddress address={address} />
      {children}
    </div>
  );
}
