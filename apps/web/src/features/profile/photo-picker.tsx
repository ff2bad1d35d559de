/**
 * The profile photo: pick a picture, see it at once (a local preview while it uploads), and keep
 * the uploaded path for the form. Only pictures are offered; the server judges the content.
 */
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { mediaUrl } from '../../lib/media';
import { IMAGE_TYPES } from '../image-upload/image-types';
import { uploadPhoto } from './api';

export function PhotoPicker({ value, name, onChange }: { value: string; name: string; onChange: (path: string) => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const uploaded = await uploadPhoto(file);
      onChange(uploaded.path);
    } catch (failure) {
      setPreview(null);
      setError(failure instanceof ApiError ? failure.message : t('common.uploadError'));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? (mediaUrl(value) || null);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={shown} alt={t('profile.photo')} size={88} radius={88} color="orange" data-testid="profile-photo">
        {name.slice(0, 1)}
      </Avatar>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <FileButton onChange={pick} accept={IMAGE_TYPES}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="light" leftSection={<IconCamera size={16} />} loading={busy} data-testid="photo-change">
                {t('profile.changePhoto')}
              </Button>
            )}
          </FileButton>
          {value && !busy && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setPreview(null);
                onChange('');
              }}
            >
              {t('profile.removePhoto')}
            </Button>
          )}
        </Group>
        <Text fz="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? (busy ? t('profile.uploading') : t('profile.photoHint'))}
        </Text>
      </Stack>
    </Group>
  );
}
