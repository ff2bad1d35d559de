/**
 * The buyer's steps on a request, each asking before it acts: withdraw it, send a return's item
 * back (its tracking number and the day, not before today), or ask the mall to decide a request
 * the seller rejected (with a reason). A refusal lands beside its field, or above the buttons, in
 * the buyer's language; done, the dialog closes with a notice.
 */
import type { Refund } from '@agora/contract/refunds';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { ConfirmDialog } from '../system/confirm-dialog';
import { useCancelRefund, useEscalateRefund, useScheduleReturn } from './api';
import { type RefusalField, refundRefusal } from './refund-refusal';
import type { RefundAction } from './refund-state';
import { earliestSendDate } from './send-date';

const STEP_TEST_IDS = { refused: 'refund-step-refused', confirm: 'refund-step-confirm' };

interface DialogProps {
  refund: Refund;
  onClose: () => void;
}

/** A step's refusal: the field it is about, or the dialog's own line. */
function useRefusal(fields: readonly RefusalField[]) {
  const [refusal, setRefusal] = useState<{ field: RefusalField; message: string } | null>(null);
  return {
    on: (field: RefusalField) => (refusal?.field === field ? refusal.message : undefined),
    form: refusal?.field === 'form' ? refusal.message : null,
    fail: (error: unknown) => setRefusal(refundRefusal(error, fields)),
    clear: () => setRefusal(null),
  };
}

function CancelDialog({ refund, onClose }: DialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelRefund();
  const refusal = useRefusal([]);
  return (
    <ConfirmDialog
      title={t('refunds.cancel.title')}
      onClose={onClose}
      refusal={refusal.form}
      keep={t('refunds.keep')}
      testIds={STEP_TEST_IDS}
      pending={cancel.isPending}
      confirm={t('refunds.cancel.confirm')}
      color="red"
      testId="refund-cancel-dialog"
      onConfirm={() =>
        cancel.mutate(
          { id: refund.id },
          {
            onSuccess: () => {
              toast.emit({ message: t('refunds.cancel.done'), kind: 'success' });
              onClose();
            },
            onError: refusal.fail,
          },
        )
      }
    >
      <Text fz="sm">{t('refunds.cancel.body')}</Text>
    </ConfirmDialog>
  );
}

function ScheduleDialog({ refund, onClose }: DialogProps) {
  const { t } = useTranslation();
  const schedule = useScheduleReturn();
  const refusal = useRefusal(['log_sn', 'date']);
  const min = earliestSendDate();
  const [logSn, setLogSn] = useState('');
  const [date, setDate] = useState(min);
  const [missing, setMissing] = useState<{ log_sn?: boolean; date?: boolean }>({});
  const submit = () => {
    const problems = { log_sn: logSn.trim().length < 3, date: !date };
    setMissing(problems);
    if (problems.log_sn || problems.date) return;
    schedule.mutate(
      { id: refund.id, log_sn: logSn.trim(), date },
      {
        onSuccess: () => {
          toast.emit({ message: t('refunds.schedule.done'), kind: 'success' });
          onClose();
        },
        onError: refusal.fail,
      },
    );
  };
  return (
    <ConfirmDialog
      title={t('refunds.schedule.title')}
      onClose={onClose}
      onConfirm={submit}
      refusal={refusal.form}
      keep={t('refunds.keep')}
      testIds={STEP_TEST_IDS}
      pending={schedule.isPending}
      confirm={t('refunds.schedule.confirm')}
      testId="refund-schedule-dialog"
    >
      <Text fz="sm">{t('refunds.schedule.body')}</Text>
      <TextInput
        label={t('refunds.schedule.logSn')}
        description={t('refunds.schedule.logSnHint')}
        value={logSn}
        onChange={(event) => {
          setLogSn(event.currentTarget.value);
          setMissing((m) => ({ ...m, log_sn: false }));
          refusal.clear();
        }}
        error={missing.log_sn ? t('refunds.schedule.logSnShort') : refusal.on('log_sn')}
        maxLength={60}
        autoComplete="off"
        required
        data-testid="refund-log-sn"
      />
      <TextInput
        type="date"
        label={t('refunds.schedule.date')}
        value={date}
        min={min}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          setMissing((m) => ({ ...m, date: false }));
          refusal.clear();
        }}
        error={missing.date ? t('refunds.schedule.dateMissing') : refusal.on('date')}
        required
        data-testid="refund-send-date"
      />
    </ConfirmDialog>
  );
}

function EscalateDialog({ refund, onClose }: DialogProps) {
  const { t } = useTranslation();
  const escalate = useEscalateRefund();
  const refusal = useRefusal(['reason']);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    escalate.mutate(
      { id: refund.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.emit({ message: t('refunds.escalate.done'), kind: 'success' });
          onClose();
        },
        onError: refusal.fail,
      },
    );
  };
  return (
    <ConfirmDialog
      title={t('refunds.escalate.title')}
      onClose={onClose}
      onConfirm={submit}
      refusal={refusal.form}
      keep={t('refunds.keep')}
      testIds={STEP_TEST_IDS}
      pending={escalate.isPending}
      confirm={t('refunds.escalate.confirm')}
      testId="refund-escalate-dialog"
    >
      <Text fz="sm">{t('refunds.escalate.body')}</Text>
      <Textarea
        label={t('refunds.escalate.reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
          refusal.clear();
        }}
        error={missing ? t('refunds.escalate.reasonMissing') : refusal.on('reason')}
        maxLength={1000}
        autosize
        minRows={3}
        required
        data-testid="refund-escalate-reason"
      />
    </ConfirmDialog>
  );
}

/** The dialog of the step the buyer chose; mounted only while open, so each opening starts afresh. */
export function RefundStepDialog({ action, refund, onClose }: DialogProps & { action: RefundAction }) {
  if (action === 'cancel') return <CancelDialog refund={refund} onClose={onClose} />;
  if (action === 'schedule') return <ScheduleDialog refund={refund} onClose={onClose} />;
  return <EscalateDialog refund={refund} onClose={onClose} />;
}
