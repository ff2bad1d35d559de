/**
 * One ID picture: choose a file, watch it upload (a progress bar), see it, replace it. The value
 * is the path the upload answered; the preview is the chosen file itself, shown at once.
 */
import { AspectRatio, Box, Button, Center, Image, Progress, Stack, Text } from '@mantine/core';
import { IconId, IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { mediaUrl } from '../../lib/media';
import { uploadImage } from './upload-image';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface Props {
  label: string;
  hint: string;
  /** The uploaded picture's path, or '' before one. */
  value: string;
  onChange: (path: string) => void;
  error?: React.ReactNode;
  testId: string;
  /** Told while an upload runs, so the form waits for it. */
  onBusy: (busy: boolean) => void;
}

export function IdImageField({ label, hint, value, onChange, error, testId, onBusy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusy(true);
    try {
      const uploaded = await uploadImage(file, setProgress);
      onChange(uploaded.path);
    } catch (e) {
      setPreview(null);
      setFailure(e instanceof ApiError ? e.message : t('common.uploadError'));
    } finally {
      setProgress(null);
      onBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const shown = preview ?? (value ? mediaUrl(value) : null);
  const message = failure ?? error;
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
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-labelledby={labelId}
        data-testid={`${testId}-input`}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <Button
        variant={value ? 'default' : 'light'}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        loading={progress !== null}
        onClick={() => input.current?.click()}
        aria-describedby={labelId}
      >
        {value ? t('shopCreate.replaceImage') : t('shopCreate.chooseImage')}
      </Button>
      {message && (
        <Text c="red.7" fz="sm" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
