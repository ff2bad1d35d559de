/** One address as a buyer reads it: recipient and phone, the place in their language, the default badge. */
import type { Address } from '@agora/contract/addresses';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeLine } from './address-lines';

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
      <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="address-street-text">
        {address.address}
      </Text>
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="address-place">
        {placeLine(address)}
      </Text>
      {children}
    </div>
  );
}
