/**
 * Approving or refusing a top-up or a withdrawal. Approving a top-up asks what actually arrived
 * (US dollars, the amount asked for to start with); a refusal needs a remark, which the user reads
 * in their notice. The server's refusals show at the field they name, others above the buttons;
 * the confirm button waits for the request, so a decision is never sent twice.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarInput } from './dollar-input';
import { NO_REFUSAL, type Refusal, refusalFor } from './refusal';

const REMARK_MAX = 500;

export interface DecisionRequest {
  approve: boolean;
  /** The modal's title and its confirm button ("Approve top-up", "Pay out"). */
  title: string;
  confirm: string;
  /** What is decided: "Jane · $25.00 · TX-123". */
  subject: string;
  /** Cents; asks for the amount actually received when given (a top-up's approval). */
  amount?: number;
  /** Who reads the remark, when not the money pages' (a refund's decision: the buyer and the seller). */
  remarkHint?: string;
}

export function DecisionModal({
  decision,
  busy,
  onClose,
  onConfirm,
}: {
  decision: DecisionRequest | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves when done; rejects with the server's refusal. */
  onConfirm: (values: { remark: string; amount?: number }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [dollars, setDollars] = useState<number | string>('');
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  useEffect(() => {
    if (!decision) return;
    setDollars(decision.amount === undefined ? '' : decision.amount / 100);
    setRemark('');
    setTried(false);
    setRefusal(NO_REFUSAL);
  }, [decision]);

  const askAmount = decision?.approve === true && decision.amount !== undefined;
  const cents = Math.round(Number(dollars) * 100);
  const amountProblem = askAmount && tried && !(Number.isFinite(cents) && cents >= 1) ? t('admin.money.amountRequired') : undefined;
  const remarkProblem = decision && !decision.approve && tried && remark.trim() === '' ? t('admin.money.remarkRequired') : undefined;

  const submit = async () => {
    setTried(true);
    if (!decision) return;
    if (askAmount && !(cents >= 1)) return;
    if (!decision.approve && remark.trim() === '') return;
    setRefusal(NO_REFUSAL);
    try {
      await onConfirm({ remark: remark.trim(), amount: askAmount ? cents : undefined });
      onClose();
    } catch (error) {
      setRefusal(refusalFor(error, ['actual_amount', 'remark']));
    }
  };

  const approve = decision?.approve ?? true;
  return (
    <Modal opened={decision !== null} onClose={onClose} title={decision?.title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {decision?.subject}
          </Text>
          {askAmount && (
            <DollarInput
              label={t('admin.money.actualAmount')}
              description={t('admin.money.actualAmountHint')}
              value={dollars}
              onChange={setDollars}
              error={amountProblem ?? refusal.fields.actual_amount}
              data-testid="actual-amount"
            />
          )}
          <Textarea
            label={approve ? t('admin.money.remarkOptional') : t('admin.money.remark')}
            description={decision?.remarkHint ?? (approve ? t('admin.money.remarkApproveHint') : t('admin.money.remarkRejectHint'))}
            required={!approve}
            autosize
            minRows={2}
            maxLength={REMARK_MAX}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            error={remarkProblem ?? refusal.fields.remark}
            data-autofocus
            data-testid="decision-remark"
          />
          {refusal.message && (
            <Alert color="red" variant="light" role="alert">
              {refusal.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('admin.review.cancel')}
            </Button>
            <Button type="submit" color={approve ? 'green' : 'red'} loading={busy} data-testid="decision-confirm">
              {decision?.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
