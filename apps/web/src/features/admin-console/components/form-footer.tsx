/**
 * The foot of a console form in a modal: the refusal that belongs to no field, then Cancel and
 * the submit button, both held while the save is pending.
 * @example <FormFooter message={refusal.message} pending={save.isPending} onCancel={onClose} cancelLabel={t('admin.settings.cancel')} submitLabel={t('admin.settings.save')} />
 */
import { Alert, Button, Group } from '@mantine/core';

export function FormFooter({
  message,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  submitTestId,
}: {
  message: string | null;
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  submitTestId?: string;
}) {
  return (
    <>
      {message && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
