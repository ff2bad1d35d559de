/**
 * Every refusal asks why: a modal with a required reason (the applicant or seller reads it in
 * their notice). The confirm button waits for the request, so a refusal is never sent twice.
 */
import { REVIEW_REASON_MAX } from '@agora/contract/shops';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ReasonModal({
  opened,
  title,
  subject,
  busy,
  onClose,
  onConfirm,
  confirm,
  color = 'red',
  hint,
}: {
  opened: boolean;
  title: string;
  /** The confirm button's label, when not "Reject" (suspend, take off sale, hide), and its colour. */
  confirm?: string;
  color?: string;
  /** Who reads the reason, when not the seller. */
  hint?: string;
  /** What is being refused (a shop's or a product's name). */
  subject: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';

  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {/* Our own message in the user's language, not the browser's bubble. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) onConfirm(reason.trim());
        }}
      >
        <Text fz="sm" mb="sm" style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Text>
        <Textarea
          label={t('admin.review.reason')}
          description={hint ?? t('admin.review.reasonHint')}
          required
          autosize
          minRows={3}
          maxLength={REVIEW_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing ? t('admin.review.reasonRequired') : undefined}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('admin.review.cancel')}
          </Button>
          <Button type="submit" color={color} loading={busy}>
            {confirm ?? t('admin.review.confirmReject')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
