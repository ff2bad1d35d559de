/**
 * The shipment step: where the order goes. The buyer picks one of their addresses (radio cards,
 * the default first), edits or deletes one, or adds one inline with the address form (country,
 * state and city pickers; `/choose-location` and back keeps what was typed). A buyer with no
 * address sees the form at once, prefilled with their account's contact.
 * The open form is in the query (`form=new` or `form=<id>`) so the round trip can return to it.
 */
import { ADDRESS_MAX, type Address } from '@agora/contract/addresses';
import { Alert, Button, Group, Modal, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPinPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../lib/events';
import { AddressText } from '../addresses/address-card';
import { AddressForm } from '../addresses/address-form';
import { addressLine } from '../addresses/address-lines';
import { type AddressDraft, draftOf, useRemoveAddress } from '../addresses/api';
import { choiceFrom, takeDraft, withoutChoice } from '../addresses/location-choice';
import { useUserInfo } from '../session/api';
import './checkout.css';

function RemoveDialog({ address, onClose, onRemoved }: { address: Address | null; onClose: () => void; onRemoved: (id: number) => void }) {
  const { t } = useTranslation();
  const remove = useRemoveAddress();
  return (
    <Modal opened={address !== null} onClose={onClose} title={t('addresses.removeTitle')} centered>
      {address && (
        <Stack gap="md">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('addresses.removeBody', { name: address.first_name, place: addressLine(address) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('addresses.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(address.id, {
                  onSuccess: () => {
                    toast.emit({ message: t('addresses.removed'), kind: 'success' });
                    onRemoved(address.id);
                  },
                })
              }
              data-testid="address-remove-confirm"
            >
              {t('addresses.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function ShipmentStep({
  addresses,
  loading,
  chosen,
  onChoose,
  error,
}: {
  addresses: Address[];
  loading: boolean;
  chosen: number | null;
  onChoose: (id: number | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const user = useUserInfo().data?.user;
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [removing, setRemoving] = useState<Address | null>(null);
  // Back from /choose-location: the form as it was left, with the place chosen there.
  const [returned, setReturned] = useState<Partial<AddressDraft> | null>(() => {
    const choice = choiceFrom(params);
    return choice ? { ...takeDraft(), ...choice } : null;
  });
  useEffect(() => {
    if (choiceFrom(params)) setParams(withoutChoice(params), { replace: true });
  }, [params, setParams]);

  const formParam = params.get('form');
  const edited = formParam && formParam !== 'new' ? addresses.find((a) => String(a.id) === formParam) : undefined;
  const none = !loading && addresses.length === 0;
  const formOpen = none || formParam === 'new' || edited !== undefined;

  const setForm = (which: string | null) => {
    if (which === null) setReturned(null);
    const next = withoutChoice(params);
    if (which) next.set('form', which);
    else next.delete('form');
    setParams(next, { replace: true });
  };
  const initial: Partial<AddressDraft> = edited
    ? (returned ?? draftOf(edited))
    : (returned ?? { first_name: user?.firstname ?? '', email: user?.email ?? '', phone: user?.phone ?? '' });

  if (loading) return <Skeleton height={160} radius="md" />;

  const form = (
    <Paper withBorder p="md" radius="md" data-testid="checkout-address-form">
      <Title order={2} fz="md" mb="sm">
        {edited ? t('addresses.editTitle') : t('addresses.addTitle')}
      </Title>
      <AddressForm
        key={formParam ?? 'first'}
        initial={initial}
        firstAddress={none}
        back={`${pathname}?${new URLSearchParams({ ...Object.fromEntries(withoutChoice(params)), form: formParam ?? 'new' })}`}
        onSaved={(saved) => {
          // One change of the query: the form closes and the saved address is the chosen one.
          setReturned(null);
          const next = withoutChoice(params);
          next.delete('form');
          next.set('address', String(saved.id));
          setParams(next, { replace: true });
        }}
        onCancel={none ? undefined : () => setForm(null)}
      />
    </Paper>
  );

  return (
    <Stack gap="sm" data-testid="checkout-shipment">
      <Title order={1} fz="lg">
        {t('checkout.shipmentTitle')}
      </Title>
      {none && <Text c="dimmed">{t('checkout.noAddress')}</Text>}
      {error && (
        <Alert color="red" role="alert" data-testid="address-refusal">
          {error}
        </Alert>
      )}
      {!none && (
        <Radio.Group
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => onChoose(Number(value))}
          name="checkout-address"
          // Named by the heading's words; the heading itself is shown above.
          label={t('checkout.shipmentTitle')}
          styles={{ label: { display: 'none' } }}
        >
          <Stack gap="sm">
            {addresses.map((address) =>
              formOpen && edited?.id === address.id ? (
                <div key={address.id}>{form}</div>
              ) : (
                <div key={address.id} data-testid="checkout-address">
                  <Radio.Card value={String(address.id)} className="agora-choice" radius="md" data-testid="checkout-address-choice">
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={4} />
                      <AddressText address={address} />
                    </Group>
                  </Radio.Card>
                  <Group gap={4} mt={4} justify="flex-end">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconEdit size={16} aria-hidden />}
                      onClick={() => setForm(String(address.id))}
                      aria-label={`${t('addresses.edit')}: ${address.first_name}, ${addressLine(address)}`}
                      data-testid="checkout-address-edit"
                    >
                      {t('addresses.edit')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setRemoving(address)}
                      aria-label={`${t('addresses.remove')}: ${address.first_name}, ${addressLine(address)}`}
                      data-testid="checkout-address-remove"
                    >
                      {t('addresses.remove')}
                    </Button>
                  </Group>
                </div>
              ),
            )}
          </Stack>
        </Radio.Group>
      )}
      {formOpen && !edited && form}
      {!formOpen && (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconMapPinPlus size={18} aria-hidden />}
            onClick={() => setForm('new')}
            disabled={addresses.length >= ADDRESS_MAX}
            data-testid="checkout-address-add"
          >
            {t('addresses.add')}
          </Button>
          {addresses.length >= ADDRESS_MAX && (
            <Text fz="xs" c="dimmed">
              {t('addresses.limitReached', { max: ADDRESS_MAX })}
            </Text>
          )}
        </Group>
      )}
      <RemoveDialog
        address={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(id) => {
          setRemoving(null);
          if (id === chosen) onChoose(null);
        }}
      />
    </Stack>
  );
}
