/**
 * The profile's "Your data": download everything the mall keeps about the account as a JSON
 * file, and delete the account after confirming with the password. A refusal says why in the
 * buyer's language (open orders, money in the wallet, a shop…), with what to do first.
 */
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/events';
import { Panel } from '../system/panel';
import { downloadMyData, useDeleteAccount } from './your-data-api';

function DeleteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);

  const submit = async () => {
    if (!password) return setError({ field: 'password', text: t('validation.required') });
    setError(null);
    try {
      await remove.mutateAsync(password);
      toast.emit({ message: t('account.yourData.deleted'), kind: 'success' });
      navigate('/', { replace: true });
    } catch (e) {
      if (e instanceof ApiError) setError({ field: e.field, text: e.message });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setPassword('');
        setError(null);
        onClose();
      }}
      title={t('account.yourData.deleteTitle')}
      centered
      data-testid="delete-account-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text fz="sm">{t('account.yourData.deleteWarning')}</Text>
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error?.field === 'password' ? error.text : undefined}
            data-autofocus
            data-testid="delete-account-password"
          />
          {error && error.field !== 'password' && (
            <Alert color="red" role="alert" title={t('account.yourData.notYet')} data-testid="delete-account-refusal">
              {error.text}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('account.yourData.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} data-testid="delete-account-submit">
              {t('account.yourData.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function YourDataSection() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Panel title={t('account.yourData.title')} description={t('account.yourData.hint')} testId="your-data">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={async () => {
            setDownloading(true);
            await downloadMyData().finally(() => setDownloading(false));
          }}
          data-testid="export-data"
        >
          {t('account.yourData.download')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
          data-testid="delete-account-open"
        >
          {t('account.yourData.delete')}
        </Button>
      </Group>
      <DeleteDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Panel>
  );
}
