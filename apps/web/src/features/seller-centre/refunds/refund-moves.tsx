/**
 * What the shop can do with a request now, each behind a confirmation: approve or reject (a reason
 * required, the buyer reads it) a pending one; say a return's goods arrived. A refusal stays in the
 * dialog in the seller's words: 2000022 (the shop's balance no longer covers a settled order's
 * earnings the refund takes back) with what it means and what to do, a request the buyer withdrew
 * meanwhile, or one that moved on (the list is refreshed in any case).
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Refund } from '@agora/contract/refunds';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPackageImport, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { useReceivedGoods, useReviewRefund } from './refunds-api';

const REASON_MAX = 1000;

type Move = 'approve' | 'reject' | 'received';

/** The moves a request allows now, the main one first. */
export function refundMoves({ state, type }: Pick<Refund, 'state' | 'type'>): Move[] {
  if (state === 'pending') return ['approve', 'reject'];
  if (type === 'return' && (state === 'awaiting_goods' || state === 'goods_sent')) return ['received'];
  return [];
}

function refusalText(t: TFunction, error: unknown): { text: string; balance: boolean } {
  if (!(error instanceof ApiError)) return { text: t('seller.refunds.refused.failed'), balance: false };
  if (error.code === ErrorCode.balanceInsufficient) return { text: t('seller.refunds.refused.balance'), balance: true };
  if (error.code === ErrorCode.returnCancelled) return { text: t('seller.refunds.refused.cancelled'), balance: false };
  if (error.reason === 'wrongState') return { text: t('seller.refunds.refused.moved'), balance: false };
  return { text: errorText(error), balance: false };
}

export function RefundMoves({ refund, usd, compact }: { refund: Refund; usd: (cents: number) => string; compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Move | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; balance: boolean } | null>(null);
  const review = useReviewRefund();
  const goods = useReceivedGoods();
  const moves = refundMoves(refund);
  if (moves.length === 0) return null;

  const busy = review.isPending || goods.isPending;
  const amount = usd(refund.amount);
  const show = (move: Move) => {
    setOpen(move);
    setReason('');
    setTried(false);
    setRefusal(null);
  };
  const close = () => !busy && setOpen(null);
  const handlers = {
    onSuccess: () => {
      const done = open === 'reject' ? 'rejected' : open === 'received' || refund.type === 'refund' ? 'refunded' : 'accepted';
      toast.emit({ message: t(`seller.refunds.done.${done}`, { sn: refund.order_sn, amount }), kind: 'success' });
      setOpen(null);
    },
    onError: (error: unknown) => setRefusal(refusalText(t, error)),
  };
  const confirm = () => {
    if (open === 'received') return goods.mutate({ id: refund.id }, handlers);
    if (open === 'approve') return review.mutate({ id: refund.id, approve: 1, reason: '' }, handlers);
    setTried(true);
    if (reason.trim() === '') return;
    review.mutate({ id: refund.id, approve: 0, reason: reason.trim() }, handlers);
  };

  const size = compact ? 'compact-sm' : 'sm';
  const body =
    open === 'approve'
      ? t(refund.type === 'refund' ? 'seller.refunds.confirm.approveRefund' : 'seller.refunds.confirm.approveReturn', { amount, name: refund.buyer_firstname })
      : open === 'received'
        ? t('seller.refunds.confirm.receivedBody', { amount, name: refund.buyer_firstname, quantity: refund.quantity })
        : t('seller.refunds.confirm.rejectBody');

  return (
    <>
      <Group gap="xs" wrap={compact ? 'nowrap' : 'wrap'} data-testid="refund-moves">
        {moves.includes('approve') && (
          <Button size={size} color="teal" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => show('approve')} data-testid="refund-approve">
            {t('seller.refunds.move.approve')}
          </Button>
        )}
        {moves.includes('reject') && (
          <Button
            size={size}
            color="red"
            variant="light"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => show('reject')}
            data-testid="refund-reject"
          >
            {t('seller.refunds.move.reject')}
          </Button>
        )}
        {moves.includes('received') && (
          <Button size={size} leftSection={<IconPackageImport size={14} aria-hidden />} onClick={() => show('received')} data-testid="refund-received">
            {t('seller.refunds.move.received')}
          </Button>
        )}
      </Group>
      <Modal opened={open !== null} onClose={close} title={open ? t(`seller.refunds.confirm.${open}Title`, { sn: refund.order_sn }) : ''} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="sm">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {body}
            </Text>
            {open === 'reject' && (
              <Textarea
                label={t('seller.refunds.rejectReason')}
                description={t('seller.refunds.rejectReasonHint')}
                required
                autosize
                minRows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={tried && reason.trim() === '' ? t('seller.refunds.rejectReasonRequired') : undefined}
                data-autofocus
                data-testid="refund-reject-reason"
              />
            )}
            {refusal && (
              <Alert
                color={refusal.balance ? 'orange' : 'red'}
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={18} />}
                title={refusal.balance ? t('seller.refunds.refused.balanceTitle') : undefined}
                data-testid="refund-refusal"
              >
                {refusal.text}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('seller.cancel')}
              </Button>
              <Button type="submit" color={open === 'reject' ? 'red' : 'teal'} loading={busy} data-testid="refund-confirm">
                {open ? t(`seller.refunds.confirm.${open}`) : ''}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
