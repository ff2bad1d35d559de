/** Asks before a step that cannot be undone (ending a deal, deleting an advert); the button waits for the request. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConfirmModal({
  opened,
  title,
  body,
  confirm,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text fz="sm" mb="md" style={{ overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('admin.flashDealsAdmin.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-button">
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
