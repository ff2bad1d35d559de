/** One picture of the shop (logo or banner): its preview, a button to upload another with progress, and remove. */
import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media';
import { IMAGE_TYPES } from '../../image-upload/image-types';
import { uploadImage } from '../api/seller-api';

export function ImageField({
  label,
  value,
  onChange,
  ratio,
  testId,
}: {
  label: string;
  value: string;
  onChange: (path: string) => void;
  ratio: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    uploadImage(file, setProgress).then(
      (stored) => {
        onChange(stored.path);
        setProgress(null);
      },
      (failure) => {
        setProgress(null);
        setError(failure instanceof ApiError ? failure.message : t('common.requestError'));
      },
    );
  };

  return (
    <Stack gap={6} data-testid={testId}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder radius="md" style={{ aspectRatio: String(ratio), overflow: 'hidden', maxWidth: ratio > 1 ? '100%' : 160 }} bg="gray.0">
        {value && <Image src={mediaUrl(value)} alt={label} h="100%" w="100%" fit="cover" />}
      </Paper>
      {progress !== null && <Progress value={progress * 100} size="sm" aria-label={t('seller.shop.uploading')} />}
      {error && (
        <Text c="red.7" fz="xs" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={upload} accept={IMAGE_TYPES}>
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={progress !== null}>
              {value ? t('seller.shop.change') : t('seller.shop.upload')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange('')}>
            {t('seller.shop.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
