/**
 * The proof of payment: choose a picture (a screenshot of the transfer, a bank receipt), watch it
 * upload, see it, replace it. The value is the path the upload answered.
 */
import { Box, Center, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChooseImageButton } from '../image-upload/choose-image-button';
import { useImageUpload } from '../image-upload/use-image-upload';

interface Props {
  value: string;
  onChange: (path: string) => void;
  error?: string | null;
  /** Told while an upload runs, so the form waits for it. */
  onBusy: (busy: boolean) => void;
}

export function VoucherField({ value, onChange, error, onBusy }: Props) {
  const { t } = useTranslation();
  // Only the chosen file is ever shown, so a failed upload leaves no voucher behind either.
  const upload = useImageUpload({ value, onChange, onBusy, clearOnFailure: true });
  const { preview, progress, labelId } = upload;

  const message = upload.failure ?? error;
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
          <ChooseImageButton upload={upload} inputTestId="top-up-voucher-input" style={{ alignSelf: 'flex-start' }}>
            {value ? t('wallet.topUp.replaceVoucher') : t('wallet.topUp.chooseVoucher')}
          </ChooseImageButton>
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
