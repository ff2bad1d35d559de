/**
 * The pictures of a review or a refund request as square tiles: each shows at once (the chosen
 * file itself) with its upload's progress, any can be taken away, the last tile adds more until
 * the list's `max`. The words are the review form's, which say nothing review-only.
 * @example const photos = useImageList({ max: REVIEW_IMAGES_MAX, tooMany }); <PhotoTiles photos={photos} />; photos.paths // ['upload/…webp']
 */
import { ActionIcon, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCameraPlus, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureFilesInput } from './picture-files-input';
import type { ImageList } from './use-image-list';
import './photo-tiles.css';

export function PhotoTiles({ photos: state }: { photos: ImageList }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { images, error, busy, max } = state;
  return (
    <Stack gap={6} data-testid="review-photos">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500} id={labelId}>
          {t('orders.reviewForm.photos')}
        </Text>
        <Text fz="xs" c="dimmed" data-testid="review-photo-count">
          {images.length}/{max}
        </Text>
      </Group>
      <ul className="review-photos" aria-labelledby={labelId}>
        {images.map((photo, i) => (
          <li key={photo.key} className="review-photo" data-uploaded={photo.path !== null || undefined} data-testid="review-photo">
            <img src={photo.preview} alt={t('orders.reviewForm.photo', { n: i + 1 })} />
            {photo.path === null && (
              <Progress className="review-photo-progress" value={photo.progress} size="sm" radius={0} aria-label={t('orders.reviewForm.uploading')} />
            )}
            <ActionIcon
              className="review-photo-remove"
              size={24}
              radius="xl"
              color="dark"
              variant="filled"
              aria-label={t('orders.reviewForm.removePhoto', { n: i + 1 })}
              onClick={() => state.remove(photo.key)}
              data-testid="review-photo-remove"
            >
              <IconX size={15} aria-hidden />
            </ActionIcon>
          </li>
        ))}
        {images.length < max && (
          <li className="review-photo">
            <UnstyledButton className="review-photo-add" onClick={() => input.current?.click()} data-testid="review-photo-add">
              <IconCameraPlus size={22} stroke={1.6} aria-hidden />
              <span>{t('orders.reviewForm.addPhotos')}</span>
            </UnstyledButton>
          </li>
        )}
      </ul>
      <PictureFilesInput ref={input} onFiles={state.add} testId="review-photo-input" labelledBy={labelId} />
      <Text fz="xs" c={error ? 'red.7' : 'dimmed'} role={error ? 'alert' : undefined} aria-live="polite">
        {error ?? (busy ? t('orders.reviewForm.uploading') : t('orders.reviewForm.photosHint', { max }))}
      </Text>
    </Stack>
  );
}
