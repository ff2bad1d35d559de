/**
 * A category's icon or a brand's logo: the picture (or an empty square), a button that uploads
 * another through the media upload, and one that removes it.
 * @example <PictureField label={t('admin.catalogue.icon')} value={icon} onChange={setIcon} onBusy={setBusy} testId="category-icon" />
 */
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';
import { ChooseImageButton } from '../../image-upload/choose-image-button';
import { useImageUpload } from '../../image-upload/use-image-upload';

export function PictureField({
  label,
  hint,
  value,
  onChange,
  onBusy,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (path: string) => void;
  onBusy: (busy: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const upload = useImageUpload({ value, onChange, onBusy });
  const shown = upload.preview ?? mediaUrl(value);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500} id={upload.labelId}>
        {label}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
      <Group gap="sm" align="center">
        {shown ? (
          <Image src={shown} alt="" w={64} h={64} radius="sm" fit="contain" bg="gray.0" data-testid={`${testId}-preview`} />
        ) : (
          <PicturePlaceholder size={64} />
        )}
        <ChooseImageButton upload={upload} inputTestId={`${testId}-input`}>
          {t(value ? 'admin.catalogue.replacePicture' : 'admin.catalogue.choosePicture')}
        </ChooseImageButton>
        {value && (
          <Button variant="subtle" color="gray" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange('')}>
            {t('admin.catalogue.removePicture')}
          </Button>
        )}
      </Group>
      {upload.progress !== null && (
        <Text fz="xs" c="dimmed">
          {`${upload.progress}%`}
        </Text>
      )}
      {upload.failure && (
        <Text fz="xs" c="red">
          {upload.failure}
        </Text>
      )}
    </Stack>
  );
}

/** Where a category or brand has no picture yet. */
export function PicturePlaceholder({ size }: { size: number }) {
  return (
    <div
      aria-hidden
      style={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 6,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--mantine-color-gray-1)',
        color: 'var(--mantine-color-gray-5)',
      }}
    >
      <IconPhoto size={Math.round(size / 2)} />
    </div>
  );
}

/** A row's small picture. */
export function Thumb({ path, size = 32 }: { path: string; size?: number }) {
  if (!path) return <PicturePlaceholder size={size} />;
  return (
    <img
      src={mediaUrl(path)}
      alt=""
      width={size}
      height={size}
      style={{ objectFit: 'contain', borderRadius: 6, flexShrink: 0, background: 'var(--mantine-color-gray-0)' }}
    />
  );
}
