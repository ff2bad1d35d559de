/**
 * A catalogue dialog's Cancel and Save; Save waits while a picture is uploading (`busy`).
 * @example <DialogButtons onCancel={onClose} onSave={() => void submit()} saving={save.isPending} busy={busy} testId="brand-save" />
 */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DialogButtons({
  onCancel,
  onSave,
  saving,
  busy,
  testId,
}: {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  busy: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('admin.catalogue.cancel')}
      </Button>
      <Button loading={saving} disabled={busy} onClick={onSave} data-testid={testId}>
        {t('admin.catalogue.save')}
      </Button>
    </Group>
  );
}
