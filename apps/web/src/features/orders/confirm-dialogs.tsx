/**
 * The two actions that ask before they act: cancelling (with an optional reason for the shop) and
 * confirming receipt (the order is then completed, and the shop is paid). A refusal stays in the
 * dialog in the buyer's language (2000033: the seller shipped it meanwhile); done, the dialog
 * closes with a notice.
 */
import type { Order } from '@agora/contract/orders';
import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { ConfirmDialog } from '../system/confirm-dialog';
import { useCancelOrder, useConfirmReceipt } from './api';
import { refusalText } from './order-refusal';

interface DialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

export function CancelDialog({ order, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [remark, setRemark] = useState('');
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      title={t('orders.cancel.title')}
      opened={opened}
      onClose={close}
      refusal={cancel.error ? refusalText(t, cancel.error) : null}
      pending={cancel.isPending}
      confirm={t('orders.cancel.confirm')}
      keep={t('orders.cancel.keep')}
      color="red"
      testId="cancel-dialog"
      onConfirm={() =>
        cancel.mutate(
          { id: order.id, cancel_remark: remark.trim() },
          {
            onSuccess: () => {
              toast.emit({ message: t('orders.done.cancelled', { order: order.order_sn }), kind: 'success' });
              setRemark('');
              close();
            },
          },
        )
      }
    >
      <Text fz="sm">{order.payment_status === 'paid' ? t('orders.cancel.bodyPaid') : t('orders.cancel.body')}</Text>
      <Textarea
        label={t('orders.cancel.reason')}
        description={t('orders.cancel.reasonHint')}
        value={remark}
        onChange={(event) => setRemark(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        disabled={Boolean(cancel.error)}
        data-testid="cancel-reason"
      />
    </ConfirmDialog>
  );
}

export function ReceiptDialog({ order, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmReceipt();
  const close = () => {
    confirm.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      title={t('orders.receipt.title')}
      opened={opened}
      onClose={close}
      refusal={confirm.error ? refusalText(t, confirm.error) : null}
      pending={confirm.isPending}
      confirm={t('orders.receipt.confirm')}
      keep={t('orders.receipt.notYet')}
      testId="receipt-dialog"
      onConfirm={() =>
        confirm.mutate(
          { id: order.id },
          {
            onSuccess: () => {
              toast.emit({ message: t('orders.done.completed', { order: order.order_sn }), kind: 'success' });
              close();
            },
          },
        )
      }
    >
      <Text fz="sm">{t('orders.receipt.body')}</Text>
    </ConfirmDialog>
  );
}
