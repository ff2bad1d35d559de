/**
 * Shipping an order: the carrier (typed, or picked from well-known ones) and its logistics
 * number, both required; the buyer is told at once and can track it. A refusal (the buyer
 * cancelled meanwhile) stays in the dialog.
 */
import type { Order } from '@agora/contract/orders';
import { Alert, Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { useShipOrder } from '../api/order-api';
import { moveRefusal } from './move-refusal';

/** Carriers sellers in the mall's markets ship with most; any other can be typed. */
const CARRIERS = [
  'DHL',
  'FedEx',
  'UPS',
  'J&T Express',
  'Ninja Van',
  'Flash Express',
  'Kerry Express',
  'SPX Express',
  'GHN',
  'Yamato',
  'SF Express',
  'Pos Indonesia',
  'Correios',
  'Delhivery',
];

export function ShipDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ship = useShipOrder();
  const [carrier, setCarrier] = useState('');
  const [logSn, setLogSn] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; logSn?: string }>({});
  const close = () => {
    ship.reset();
    setErrors({});
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      carrier: carrier.trim() ? undefined : t('seller.orders.ship.carrierMissing'),
      logSn: logSn.trim().length >= 3 ? undefined : t('seller.orders.ship.logSnMissing'),
    };
    setErrors(found);
    if (found.carrier || found.logSn) return;
    ship.mutate(
      { id: order.id, arrival_method: carrier.trim(), log_sn: logSn.trim() },
      {
        onSuccess: () => {
          toast.emit({ message: t('seller.orders.done.shipped', { order: order.order_sn }), kind: 'success' });
          setLogSn('');
          close();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('seller.orders.ship.title')} centered>
      <form onSubmit={submit} noValidate data-testid="ship-dialog">
        <Stack gap="sm">
          <Text fz="sm" c="dimmed" className="agora-figure">
            {t('seller.orders.number', { sn: order.order_sn })} · {order.customer_name}
          </Text>
          <Autocomplete
            label={t('seller.orders.ship.carrier')}
            placeholder={t('seller.orders.ship.carrierHint')}
            data={CARRIERS}
            value={carrier}
            onChange={(value) => {
              setCarrier(value);
              setErrors((was) => ({ ...was, carrier: undefined }));
            }}
            error={errors.carrier}
            maxLength={60}
            required
            data-testid="ship-carrier"
          />
          <TextInput
            label={t('seller.orders.ship.logSn')}
            value={logSn}
            onChange={(event) => {
              setLogSn(event.currentTarget.value);
              setErrors((was) => ({ ...was, logSn: undefined }));
            }}
            error={errors.logSn}
            maxLength={60}
            autoComplete="off"
            required
            data-testid="ship-log-sn"
          />
          {ship.isError && (
            <Alert color="red" role="alert" data-testid="ship-refused">
              {moveRefusal(t, ship.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('seller.cancel')}
            </Button>
            <Button type="submit" loading={ship.isPending} disabled={ship.isError} data-testid="ship-submit">
              {t('seller.orders.ship.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
