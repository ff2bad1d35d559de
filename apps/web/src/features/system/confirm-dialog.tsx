/**
 * A step that asks before it acts: what it does, any fields it needs, and "keep"/"confirm". A
 * refusal shows above the buttons in the reader's words, and then only "close" is left (the step
 * is no longer possible as asked). It is a form, so Enter in a single-line field confirms; a
 * second confirm while the first runs is ignored.
 * @example <ConfirmDialog title={title} keep={keepText} confirm={confirmText} refusal={error && text(error)} pending={m.isPending} onConfirm={go} onClose={close} testId="x-dialog" />
 */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  title,
  opened = true,
  onClose,
  onConfirm,
  pending,
  refusal,
  keep,
  confirm,
  color,
  children,
  testId,
  testIds = { refused: 'action-refused', confirm: 'action-confirm' },
}: {
  title: string;
  opened?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  /** Why the step was refused, in the reader's words; null while it may still be tried. */
  refusal: ReactNode;
  keep: string;
  confirm: string;
  color?: string;
  children?: ReactNode;
  testId: string;
  testIds?: { refused: string; confirm: string };
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !refusal) onConfirm();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack gap="sm">
          {children}
          {refusal ? (
            <Alert color="red" role="alert" data-testid={testIds.refused}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose}>
              {refusal ? t('common.close') : keep}
            </Button>
            {!refusal && (
              <Button type="submit" color={color} loading={pending} data-testid={testIds.confirm}>
                {confirm}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
