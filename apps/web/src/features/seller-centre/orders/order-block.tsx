/**
 * One of the shop's orders: number, date, payment and status; its lines with SKU; the buyer and
 * the delivery address; the total; and what the shop can do now (ship, in transit, delivered,
 * cash received) beside the packing slip. Below the md breakpoint the three parts stack.
 */
import type { Order } from '@agora/contract/orders';
import { Badge, Box, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCash, IconHome, IconPrinter, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { PostalAddress } from '../../addresses/postal-address';
import { optionsText } from '../../orders/order-lines';
import { useOrderAddress } from '../../orders/order-place';
import { orderStatus, STATUS_COLOR } from '../../orders/order-state';
import { useDateTime } from '../../orders/use-date-time';
import { useMarkPaid, useSetDelivery } from '../api/order-api';
import { moveRefusal } from './move-refusal';
import { shopMoves } from './order-moves';
import { PackingSlipDialog } from './packing-slip';
import { ShipDialog } from './ship-dialog';

function Moves({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'ship' | 'slip' | 'paid' | null>(null);
  const delivery = useSetDelivery();
  const paid = useMarkPaid();
  const moves = shopMoves(order);
  const close = () => setOpen(null);
  const refused = (error: unknown) => toast.emit({ message: moveRefusal(t, error), kind: 'error' });
  const step = (status: 'in_transit' | 'delivered') =>
    delivery.mutate(
      { id: order.id, delivery_status: status },
      {
        onSuccess: () => toast.emit({ message: t(`seller.orders.done.${status}`, { order: order.order_sn }), kind: 'success' }),
        onError: refused,
      },
    );
  const busy = delivery.isPending || paid.isPending;

  return (
    <Group gap="xs" className="sc-order-moves" data-testid="order-moves">
      {moves.includes('ship') && (
        <Button size="sm" leftSection={<IconTruck size={16} aria-hidden />} onClick={() => setOpen('ship')} data-testid="order-ship">
          {t('seller.orders.move.ship')}
        </Button>
      )}
      {moves.includes('in_transit') && (
        <Button
          size="sm"
          variant="light"
          leftSection={<IconTruckDelivery size={16} aria-hidden />}
          loading={delivery.isPending && delivery.variables?.delivery_status === 'in_transit'}
          disabled={busy}
          onClick={() => step('in_transit')}
          data-testid="order-in-transit"
        >
          {t('seller.orders.move.inTransit')}
        </Button>
      )}
      {moves.includes('delivered') && (
        <Button
          size="sm"
          variant="light"
          leftSection={<IconHome size={16} aria-hidden />}
          loading={delivery.isPending && delivery.variables?.delivery_status === 'delivered'}
          disabled={busy}
          onClick={() => step('delivered')}
          data-testid="order-delivered"
        >
          {t('seller.orders.move.delivered')}
        </Button>
      )}
      {moves.includes('paid') && (
        <Button
          size="sm"
          variant="light"
          color="teal"
          leftSection={<IconCash size={16} aria-hidden />}
          disabled={busy}
          onClick={() => setOpen('paid')}
          data-testid="order-paid"
        >
          {t('seller.orders.move.paid')}
        </Button>
      )}
      {order.delivery_status !== 'cancelled' && (
        <Button size="sm" variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => setOpen('slip')} data-testid="order-slip">
          {t('seller.orders.move.slip')}
        </Button>
      )}
      {(moves.includes('ship') || open === 'ship') && <ShipDialog order={order} opened={open === 'ship'} onClose={close} />}
      <PackingSlipDialog order={order} opened={open === 'slip'} onClose={close} />
      <Modal opened={open === 'paid'} onClose={close} title={t('seller.orders.paidConfirm.title')} centered>
        <Text fz="sm">{t('seller.orders.paidConfirm.body', { sn: order.order_sn })}</Text>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={close}>
            {t('seller.cancel')}
          </Button>
          <Button
            color="teal"
            loading={paid.isPending}
            onClick={() =>
              paid.mutate(
                { id: order.id },
                {
                  onSuccess: () => toast.emit({ message: t('seller.orders.done.paid', { order: order.order_sn }), kind: 'success' }),
                  onError: refused,
                  onSettled: close,
                },
              )
            }
            data-testid="paid-confirm"
          >
            {t('seller.orders.paidConfirm.confirm')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}

export function OrderBlock({ order, usd }: { order: Order; usd: (cents: number) => string }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const place = useOrderAddress(order.address);
  const status = orderStatus(order);
  return (
    <Paper component="article" withBorder radius="md" className="sc-order" data-testid="shop-order" data-order-sn={order.order_sn}>
      <Group justify="space-between" gap="xs" className="sc-order-head" wrap="nowrap">
        <Group gap={8} wrap="wrap" style={{ minWidth: 0 }}>
          <Text fw={700} fz="sm" className="agora-figure" data-testid="shop-order-sn">
            {t('seller.orders.number', { sn: order.order_sn })}
          </Text>
          <Text fz="xs" c="dimmed" className="agora-figure">
            {date(order.date)}
          </Text>
          <Badge variant="outline" color="gray" tt="none" size="sm">
            {t(`seller.orders.payment.${order.payment_method}`)}
          </Badge>
          <Badge variant="light" color={order.payment_status === 'paid' ? 'teal' : 'orange'} tt="none" size="sm" data-testid="shop-order-payment">
            {t(`seller.orders.payment.${order.payment_status}`)}
          </Badge>
        </Group>
        <Badge color={STATUS_COLOR[status]} variant="light" tt="none" size="lg" style={{ flexShrink: 0 }} data-testid="shop-order-status" data-status={status}>
          {t(`seller.orders.status.${status}`)}
        </Badge>
      </Group>
      <div className="sc-order-body">
        <ul className="sc-order-lines">
          {order.products.map((line) => (
            <li key={line.id} className="sc-order-line">
              <img src={mediaUrl(line.image)} alt="" width={48} height={48} loading="lazy" />
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" className="agora-clamp-2">
                  {line.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[optionsText(line.options), line.sku && t('seller.orders.sku', { sku: line.sku })].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Text fz="sm" ta="end" className="agora-figure" style={{ whiteSpace: 'nowrap' }}>
                {usd(line.price)} × {line.quantity}
              </Text>
            </li>
          ))}
        </ul>
        <div className="sc-order-buyer">
          <Text fz="xs" c="dimmed" fw={500}>
            {t('seller.orders.buyer')}
          </Text>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="shop-order-buyer">
            {order.customer_name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {order.email} · {order.telephone}
          </Text>
          <Box mt={4}>{place && <PostalAddress address={place} fz="xs" />}</Box>
        </div>
        <Stack gap={4} className="sc-order-sum">
          <Text fz="xs" c="dimmed">
            {t('seller.orders.total')}
          </Text>
          <Text fw={700} className="agora-figure" data-testid="shop-order-total">
            {usd(order.actual_pay)}
          </Text>
          <Text fz="xs" c="dimmed">
            {order.shipping_name}
          </Text>
        </Stack>
      </div>
      {(order.log_sn || order.remark || order.cancel_remark) && (
        <Stack gap={2} className="sc-order-notes">
          {order.log_sn && (
            <Text fz="xs" data-testid="shop-order-shipping">
              {t('seller.orders.shippedWith', { carrier: order.arrival_method, sn: order.log_sn })}
            </Text>
          )}
          {order.remark && (
            <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {t('seller.orders.buyerNoteText', { note: order.remark })}
            </Text>
          )}
          {order.delivery_status === 'cancelled' && order.cancel_remark && (
            <Text fz="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {t('seller.orders.cancelReason', { reason: order.cancel_remark })}
            </Text>
          )}
        </Stack>
      )}
      <div className="sc-order-foot">
        <Moves order={order} />
      </div>
    </Paper>
  );
}
