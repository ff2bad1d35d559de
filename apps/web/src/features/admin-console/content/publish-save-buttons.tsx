/**
 * The end of a content editor (a policy page, a blog article): publish or unpublish once it has
 * been saved, and save. Test ids `<name>-publish` and `<name>-save`.
 */
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';

export interface PublishSaveButtonsProps {
  name: 'article' | 'policy';
  published: boolean;
  /** False until the record has been saved once. */
  canPublish: boolean;
  publishing: boolean;
  /** Asks for the new state; `onSuccess` tells the operator. */
  onPublish: (published: 0 | 1, onSuccess: () => void) => void;
  saving: boolean;
  busy: boolean;
  onSave: () => void;
}

export function PublishSaveButtons({ name, published, canPublish, publishing, onPublish, saving, busy, onSave }: PublishSaveButtonsProps) {
  const { t } = useTranslation();
  const told = () => toast.emit({ message: t(published ? 'admin.content.unpublished' : 'admin.content.published'), kind: 'success' });
  return (
    <Group gap="xs">
      {canPublish && (
        <Button
          variant={published ? 'default' : 'light'}
          color={published ? undefined : 'green'}
          loading={publishing}
          onClick={() => onPublish(published ? 0 : 1, told)}
          data-testid={`${name}-publish`}
        >
          {t(published ? 'admin.content.unpublish' : 'admin.content.publish')}
        </Button>
      )}
      <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} disabled={busy} onClick={onSave} data-testid={`${name}-save`}>
        {t('admin.content.save')}
      </Button>
    </Group>
  );
}
