/**
 * One ID picture: choose a file, watch it upload (a progress bar), see it, replace it. The value
 * is the path the upload answered; the preview is the chosen file itself, shown at once.
 */
import { AspectRatio, Box, Center, Image, Progress, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { ChooseImageButton } from '../image-upload/choose-image-button';
import { useImageUpload } from '../image-upload/use-image-upload';

interface Props {
  label: string;
  hint: string;
  /** The uploaded picture's path, or '' before one. */
  value: string;
  onChange: (path: string) => void;
  error?: ReactNode;
  testId: string;
  /** Told while an upload runs, so the form waits for it. */
  onBusy: (busy: boolean) => void;
}

export function IdImageField({ label, hint, value, onChange, error, testId, onBusy }: Props) {
  const { t } = useTranslation();
  const upload = useImageUpload({ value, onChange, onBusy });
  const { preview, progress, labelId } = upload;

  const shown = preview ?? (value ? mediaUrl(value) : null);
  const message = upload.failure ?? error;
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} fz="sm" id={labelId}>
        {label}
      </Text>
      <Text c="dimmed" fz="xs">
        {hint}
      </Text>
      <Box
        style={{ border: `1px dashed var(--mantine-color-${message ? 'red-6' : 'gray-4'})`, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        bg="gray.0"
      >
        <AspectRatio ratio={856 / 540}>
          {shown ? (
            <Image src={shown} alt={label} fit="contain" data-testid={`${testId}-preview`} />
          ) : (
            <Center>
              <IconId size={56} color="var(--mantine-color-gray-5)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Box>
      {progress !== null && (
        <Progress
          value={progress}
          size="md"
          striped
          animated
          aria-label={t('shopCreate.uploading', { percent: progress })}
          data-testid={`${testId}-progress`}
        />
      )}
      <ChooseImageButton upload={upload} inputTestId={`${testId}-input`}>
        {value ? t('shopCreate.replaceImage') : t('shopCreate.chooseImage')}
      </ChooseImageButton>
      {message && (
        <Text c="red.7" fz="sm" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
