/**
 * The frame of a marketing editor (a modal; the whole screen on a phone): a form that does not
 * validate natively, the server's refusal on top, the fields, then Cancel and Save (held while a
 * picture uploads, `busy`). Test ids are `<testId>-editor`, `-refusal` and `-save`.
 * @example <EditorModal title={title} size="lg" testId="advert" refusal={refusal} saving={save.isPending} onSubmit={submit} onClose={onClose}>…</EditorModal>
 */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EditorModal({
  title,
  size,
  testId,
  refusal,
  saving,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size: 'lg' | 'xl';
  testId: string;
  refusal: string | null;
  saving: boolean;
  busy?: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title={title} size={size} fullScreen={phone}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="md" data-testid={`${testId}-editor`}>
          {refusal && (
            <Alert color="red" data-testid={`${testId}-refusal`}>
              {refusal}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.flashDealsAdmin.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={busy} data-testid={`${testId}-save`}>
              {t('admin.flashDealsAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
