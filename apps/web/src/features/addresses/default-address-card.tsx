/** The account dashboard's default delivery address (spec §2), or the way to add one. */
import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressText } from './address-card';
import { useDefaultAddress } from './api';

export function DefaultAddressCard() {
  const { t } = useTranslation();
  const address = useDefaultAddress();
  return (
    <Paper withBorder p="md" radius="md" data-testid="default-address">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMapPin size={22} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{t('accountMenu.addressTitle')}</Text>
          {address.isPending ? (
            <Skeleton height={56} mt={6} />
          ) : address.data ? (
            <AddressText address={address.data} badge={false} />
          ) : (
            <Text fz="sm" c="dimmed" data-testid="default-address-empty">
              {address.isError ? t('common.requestError') : t('accountMenu.addressEmpty')}
            </Text>
          )}
        </div>
      </Group>
      <Button
        mt="sm"
        size="compact-sm"
        variant="light"
        component={Link}
        to={address.data ? '/pages/mine/confing' : '/pages/mine/confing?address=new'}
        data-testid="default-address-action"
      >
        {address.data ? t('addresses.manage') : t('accountMenu.addAddress')}
      </Button>
    </Paper>
  );
}
