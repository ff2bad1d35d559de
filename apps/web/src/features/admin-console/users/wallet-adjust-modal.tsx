/**
 * Credit or debit a user's wallet with a reason (`POST /admin/wallet/adjust`, finance): the amount
 * in US dollars, the reason kept as the ledger row's remark. A debit past the balance is refused
 * by the server (2000022) and said under the amount.
 */
import { Alert, Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { DollarInput } from '../money/dollar-input';
import { NO_REFUSAL, type Refusal, refusalFor } from '../money/refusal';
import { useFormats } from '../use-formats';
import { useAdjustWallet } from './users-api';

const MAX_DOLLARS = 10_000_000;

export function WalletAdjustModal({ user, opened, onClose }: { user: { id: number; firstname: string }; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signedUsd } = useFormats();
  const adjust = useAdjustWallet();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [dollars, setDollars] = useState<number | string>('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  const cents = Math.round(Number(dollars) * 100);
  const amountOk = dollars !== '' && cents > 0 && Number(dollars) <= MAX_DOLLARS;
  const remarkOk = remark.trim() !== '';
  const close = () => {
    setDollars('');
    setRemark('');
    setTouched(false);
    setRefusal(NO_REFUSAL);
    setDirection('credit');
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!amountOk || !remarkOk) return;
    const amount = direction === 'credit' ? cents : -cents;
    adjust.mutate(
      { user_id: user.id, amount, remark: remark.trim() },
      {
        onSuccess: (balance) => {
          toast.emit({ message: t('admin.users.adjusted', { amount: signedUsd(amount), balance: signedUsd(balance.balance) }), kind: 'success' });
          close();
        },
        onError: (error) => setRefusal(refusalFor(error, ['amount', 'remark'])),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('admin.users.adjustTitle', { name: user.firstname })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Chip.Group multiple={false} value={direction} onChange={(value) => setDirection(value === 'debit' ? 'debit' : 'credit')}>
            <Group gap="xs" role="radiogroup" aria-label={t('admin.users.adjust')} data-testid="adjust-direction">
              {(['credit', 'debit'] as const).map((value) => (
                <Chip key={value} value={value} variant="outline" color={value === 'debit' ? 'red' : undefined}>
                  {t(`admin.users.${value}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <DollarInput
            label={t('admin.users.adjustAmount')}
            value={dollars}
            onChange={setDollars}
            error={refusal.fields.amount ?? (touched && !amountOk ? t('admin.users.adjustAmountRule') : undefined)}
            data-testid="adjust-amount"
          />
          <Textarea
            label={t('admin.users.adjustReason')}
            description={t('admin.users.adjustReasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            error={refusal.fields.remark ?? (touched && !remarkOk ? t('admin.users.reasonRequired') : undefined)}
            data-testid="adjust-reason"
          />
          {refusal.message && (
            <Alert color="red" variant="light">
              <Text fz="sm">{refusal.message}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={adjust.isPending}>
              {t('admin.users.cancel')}
            </Button>
            <Button type="submit" loading={adjust.isPending} color={direction === 'debit' ? 'red' : undefined} data-testid="adjust-confirm">
              {t(direction === 'credit' ? 'admin.users.confirmCredit' : 'admin.users.confirmDebit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
