/**
 * The proof of payment: choose a picture (a screenshot of the transfer, a bank receipt), watch it
 * upload, see it, replace it. The value is the path the upload answered.
 */
import { Box, Button, Center, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconReceipt } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { uploadImage } from '../shop-create/upload-image';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface Props {
  value: string;
  onChange: (path: string) => void;
  error?: string | null;
  /** Told while an upload runs, so the form waits for it. */
  onBusy: (busy: boolean) => void;
}

export function VoucherField({ value, onChange, error, onBusy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // The form was reset after a submission: the old picture goes too.
  useEffect(() => {
    if (!value) setPreview(null);
  }, [value]);

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
      onChange('');
      setFailure(e instanceof ApiError ? e.message : t('common.uploadError'));
    } finally {
      setProgress(null);
      onBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const message = failure ?? error;
  return (
    <Stack gap={6} data-testid="top-up-voucher">
      <Text fw={500} fz="sm" id={labelId}>
        {t('wallet.topUp.voucher')}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      <Text c="dimmed" fz="xs" mt={-4}>
        {t('wallet.topUp.voucherHint')}
      </Text>
      <Group gap="sm" align="center" wrap="nowrap">
        <Box
          w={96}
          h={96}
          bg="gray.0"
          style={{
            flex: 'none',
            border: `1px dashed var(--mantine-color-${message ? 'red-6' : 'gray-4'})`,
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Image src={preview} alt={t('wallet.topUp.voucher')} w={96} h={96} fit="cover" data-testid="top-up-voucher-preview" />
          ) : (
            <Center h="100%">
              <IconReceipt size={36} color="var(--mantine-color-gray-5)" aria-hidden />
            </Center>
          )}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-labelledby={labelId}
            data-testid="top-up-voucher-input"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Button
            variant={value ? 'default' : 'light'}
            leftSection={<IconPhotoUp size={18} aria-hidden />}
            loading={progress !== null}
            onClick={() => input.current?.click()}
            aria-describedby={labelId}
            style={{ alignSelf: 'flex-start' }}
          >
            {value ? t('wallet.topUp.replaceVoucher') : t('wallet.topUp.chooseVoucher')}
          </Button>
          {progress !== null && <Progress value={progress} size="md" striped animated aria-label={t('wallet.topUp.uploading', { percent: progress })} />}
        </Stack>
      </Group>
      {message && (
        <Text c="red.7" fz="sm" role="alert" data-testid="top-up-voucher-error">
          {message}
        </Text>
      )}
    </Stack>
  );
}
