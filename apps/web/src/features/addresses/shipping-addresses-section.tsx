/**
 * The profile page's "Shipping addresses": the list with its actions, and the form in a dialog (the
 * whole screen on a phone). The dialog follows the address's query, so it can be linked to and
 * survives the `/choose-location` round trip: `?address=new` adds one (prefilled with the account's
 * name, email and phone), `?address=<id>` edits that one.
 */
import { ADDRESS_MAX, type Address } from '@agora/contract/addresses';
import type { User } from '@agora/contract/auth';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Panel } from '../system/panel';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';
import { type AddressDraft, draftOf, useAddresses } from './api';
import { choiceFrom, takeDraft, withoutChoice } from './location-choice';

export function ShippingAddressesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const phone = useMediaQuery('(max-width: 48em)');
  // Back from /choose-location: the form as it was left, with the place chosen there.
  const [returned, setReturned] = useState<Partial<AddressDraft> | null>(() => {
    const choice = choiceFrom(params);
    return choice ? { ...takeDraft(), ...choice } : null;
  });
  useEffect(() => {
    if (choiceFrom(params)) setParams(withoutChoice(params), { replace: true });
  }, [params, setParams]);

  const list = addresses.data ?? [];
  const editing = params.get('address');
  const editedAddress = editing && editing !== 'new' ? list.find((a) => String(a.id) === editing) : undefined;
  const open = editing === 'new' || editedAddress !== undefined;
  const full = list.length >= ADDRESS_MAX;

  const show = (which: string | null) => {
    if (which === null) setReturned(null);
    const next = new URLSearchParams(params);
    if (which) next.set('address', which);
    else next.delete('address');
    setParams(next, { replace: which === null });
  };
  const initial: Partial<AddressDraft> = editedAddress
    ? (returned ?? draftOf(editedAddress))
    : (returned ?? { first_name: user.firstname, email: user.email, phone: user.phone });

  return (
    <Panel title={t('addresses.sectionTitle')} description={t('addresses.sectionHint')} testId="shipping-addresses">
      {addresses.isPending ? (
        <Skeleton height={96} radius="md" />
      ) : addresses.isError ? (
        <Alert color="red">{t('common.requestError')}</Alert>
      ) : list.length === 0 ? (
        <Stack gap={4} align="flex-start" data-testid="addresses-empty">
          <Text fw={600}>{t('addresses.emptyTitle')}</Text>
          <Text fz="sm" c="dimmed">
            {t('addresses.emptyBody')}
          </Text>
        </Stack>
      ) : (
        <AddressList addresses={list} onEdit={(address: Address) => show(String(address.id))} />
      )}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconMapPinPlus size={18} aria-hidden />}
          onClick={() => show('new')}
          disabled={full || addresses.isPending}
          data-testid="address-add"
        >
          {t('addresses.add')}
        </Button>
        {full && (
          <Text fz="xs" c="dimmed">
            {t('addresses.limitReached', { max: ADDRESS_MAX })}
          </Text>
        )}
      </Group>
      <Modal
        opened={open && !addresses.isPending}
        onClose={() => show(null)}
        title={editedAddress ? t('addresses.editTitle') : t('addresses.addTitle')}
        fullScreen={phone}
        size="lg"
        centered
      >
        <AddressForm
          key={editing ?? 'closed'}
          initial={initial}
          firstAddress={!editedAddress && list.length === 0}
          back={`${pathname}?${new URLSearchParams({ ...Object.fromEntries(withoutChoice(params)), address: editing ?? 'new' })}`}
          onSaved={() => show(null)}
          onCancel={() => show(null)}
        />
      </Modal>
    </Panel>
  );
}
