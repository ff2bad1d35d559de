/**
 * An order's packing slip: the shop, the order number and date, who it goes to (name, telephone,
 * address), each line's SKU, name, options and quantity, and the buyer's note. Shown in a preview
 * dialog; "Print" prints the slip alone: while the dialog is open a copy sits directly in <body>,
 * hidden on screen, and the print stylesheet (orders.css) shows only that copy on paper.
 */
import type { Order } from '@agora/contract/orders';
import { Button, Group, Modal } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PostalAddress } from '../../addresses/postal-address';
import { optionsText } from '../../orders/order-lines';
import { useOrderAddress } from '../../orders/order-place';
import { useDateTime } from '../../orders/use-date-time';

function Slip({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const place = useOrderAddress(order.address);
  return (
    <div className="sc-slip">
      <div className="sc-slip-head">
        <div>
          <div className="sc-slip-shop">{order.shop.name}</div>
          <div className="sc-slip-title">{t('seller.orders.slip.title')}</div>
        </div>
        <div className="sc-slip-meta">
          <div className="sc-slip-sn">{t('seller.orders.number', { sn: order.order_sn })}</div>
          <div>{date(order.date)}</div>
          <div>{order.shipping_name}</div>
        </div>
      </div>
      <div className="sc-slip-to">
        <div className="sc-slip-label">{t('seller.orders.slip.shipTo')}</div>
        <div className="sc-slip-name">{order.customer_name}</div>
        <div>{order.telephone}</div>
        {place && <PostalAddress address={place} plain />}
      </div>
      <table className="sc-slip-lines">
        <thead>
          <tr>
            <th>{t('seller.orders.slip.sku')}</th>
            <th>{t('seller.orders.slip.item')}</th>
            <th className="sc-slip-qty">{t('seller.orders.slip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.id} data-testid="slip-line">
              <td className="sc-slip-sku">{line.sku}</td>
              <td>
                {line.name}
                {Object.keys(line.options).length > 0 && <div className="sc-slip-options">{optionsText(line.options)}</div>}
              </td>
              <td className="sc-slip-qty">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('seller.orders.slip.totalQuantity')}</td>
            <td className="sc-slip-qty">{order.num}</td>
          </tr>
        </tfoot>
      </table>
      {order.remark && (
        <div className="sc-slip-note">
          <div className="sc-slip-label">{t('seller.orders.buyerNote')}</div>
          <div style={{ whiteSpace: 'pre-line' }}>{order.remark}</div>
        </div>
      )}
    </div>
  );
}

export function PackingSlipDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('seller.orders.slip.title')} size="lg" centered>
        <div data-testid="packing-slip">
          <Slip order={order} />
        </div>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()} data-testid="slip-print">
            {t('seller.orders.slip.print')}
          </Button>
        </Group>
      </Modal>
      {opened &&
        createPortal(
          <div className="sc-print-slip" aria-hidden>
            <Slip order={order} />
          </div>,
          document.body,
        )}
    </>
  );
}
