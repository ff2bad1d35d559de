/**
 * The buyer's addresses, the default first, each with edit, set as default, show on a map and
 * delete (after a confirmation). The checkout can show it too.
 * @example <AddressList addresses={list} onEdit={(address) => open(address)} />
 */
import type { Address } from '@agora/contract/addresses';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconMapPin, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/events';
import { AddressText } from './address-card';
import { addressLine } from './address-lines';
import { useMakeDefault, useRemoveAddress } from './api';

export function AddressList({ addresses, onEdit }: { addresses: Address[]; onEdit: (address: Address) => void }) {
  const { t } = useTranslation();
  const makeDefault = useMakeDefault();
  const remove = useRemoveAddress();
  const [removing, setRemoving] = useState<Address | null>(null);
  const busy = makeDefault.isPending || remove.isPending;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.emit({ message: t('addresses.removed'), kind: 'success' });
      },
    });
  };

  return (
    <>
      <Stack gap="xs" data-testid="address-list">
        {addresses.map((address) => (
          <Paper
            key={address.id}
            withBorder
            p="sm"
            radius="md"
            data-testid="address-item"
            data-default={address.is_default === 1 ? 'true' : 'false'}
            style={address.is_default === 1 ? { borderColor: 'var(--mantine-color-orange-4)' } : undefined}
          >
            <AddressText address={address} />
            <Group gap={4} mt="xs" wrap="wrap">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => onEdit(address)}
                disabled={busy}
                data-testid="address-edit"
              >
                {t('addresses.edit')}
              </Button>
              {address.is_default !== 1 && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconStar size={16} aria-hidden />}
                  loading={makeDefault.isPending && makeDefault.variables?.id === address.id}
                  disabled={busy}
                  onClick={() => makeDefault.mutate(address, { onSuccess: () => toast.emit({ message: t('addresses.defaultSet'), kind: 'success' }) })}
                  data-testid="address-make-default"
                >
                  {t('addresses.makeDefault')}
                </Button>
              )}
              <Button
                variant="subtle"
                size="compact-sm"
                component={Link}
                to={`/open-location?id=${address.id}`}
                leftSection={<IconMapPin size={16} aria-hidden />}
                data-testid="address-map"
              >
                {t('addresses.showOnMap')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setRemoving(address)}
                disabled={busy}
                data-testid="address-remove"
              >
                {t('addresses.remove')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('addresses.removeTitle')} centered>
        {removing && (
          <Stack gap="md">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('addresses.removeBody', { name: removing.first_name, place: addressLine(removing) })}
            </Text>
            {removing.is_default === 1 && addresses.length > 1 && (
              <Text fz="sm" c="dimmed">
                {t('addresses.removeDefaultHint')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
                {t('addresses.cancel')}
              </Button>
              <Button color="red" onClick={confirmRemove} loading={remove.isPending} data-testid="address-remove-confirm">
                {t('addresses.removeConfirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
