/**
 * A review's pictures: the buyer adds up to REVIEW_IMAGES_MAX of the item received, sees each at
 * once (the chosen file itself) while it uploads through the app's one upload call, and can take
 * any away. The review sends the uploaded paths; it waits while an upload runs.
 * @example const photos = useReviewPhotos(); <ReviewPhotos photos={photos} />; photos.paths // ['upload/…webp']
 */
import { REVIEW_IMAGES_MAX } from '@agora/contract/orders';
import { ActionIcon, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCameraPlus, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { uploadImage } from '../shop-create/upload-image';
import './review-photos.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface Photo {
  key: number;
  /** The chosen file itself (an object URL), shown at once. */
  preview: string;
  /** The upload's path once it is stored; null while it uploads. */
  path: string | null;
  progress: number;
}

export type ReviewPhotosState = ReturnType<typeof useReviewPhotos>;

export function useReviewPhotos() {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);
  // Bumped when the review is posted: an upload that ends later has no photo to report to.
  const round = useRef(0);
  // The object URLs of every preview, let go when taken away, posted, or the page closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: number, change: Partial<Photo>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: number) =>
    setPhotos((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  const add = (files: File[]) => {
    setError(null);
    const room = REVIEW_IMAGES_MAX - photos.length;
    if (files.length > room) setError(t('orders.reviewForm.photosLimit', { max: REVIEW_IMAGES_MAX }));
    const taken = files.slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { file, photo: { key: nextKey.current++, preview, path: null, progress: 0 } };
    });
    if (!taken.length) return;
    setPhotos((list) => [...list, ...taken.map((x) => x.photo)]);
    const current = round.current;
    for (const { file, photo } of taken) {
      uploadImage(file, (progress) => current === round.current && update(photo.key, { progress })).then(
        (uploaded) => current === round.current && update(photo.key, { path: uploaded.path, progress: 100 }),
        (failure) => {
          if (current !== round.current) return;
          drop(photo.key);
          setError(failure instanceof ApiError ? failure.message : t('common.uploadError'));
        },
      );
    }
  };

  const reset = () => {
    round.current++;
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setPhotos([]);
    setError(null);
  };

  return {
    photos,
    error,
    add,
    remove: drop,
    reset,
    paths: photos.flatMap((p) => (p.path ? [p.path] : [])),
    busy: photos.some((p) => p.path === null),
  };
}

export function ReviewPhotos({ photos: state }: { photos: ReviewPhotosState }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { photos, error, busy } = state;
  return (
    <Stack gap={6} data-testid="review-photos">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500} id={labelId}>
          {t('orders.reviewForm.photos')}
        </Text>
        <Text fz="xs" c="dimmed" data-testid="review-photo-count">
          {photos.length}/{REVIEW_IMAGES_MAX}
        </Text>
      </Group>
      <ul className="review-photos" aria-labelledby={labelId}>
        {photos.map((photo, i) => (
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
        {photos.length < REVIEW_IMAGES_MAX && (
          <li className="review-photo">
            <UnstyledButton className="review-photo-add" onClick={() => input.current?.click()} data-testid="review-photo-add">
              <IconCameraPlus size={22} stroke={1.6} aria-hidden />
              <span>{t('orders.reviewForm.addPhotos')}</span>
            </UnstyledButton>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-labelledby={labelId}
        data-testid="review-photo-input"
        onChange={(event) => {
          state.add([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <Text fz="xs" c={error ? 'red.7' : 'dimmed'} role={error ? 'alert' : undefined} aria-live="polite">
        {error ?? (busy ? t('orders.reviewForm.uploading') : t('orders.reviewForm.photosHint', { max: REVIEW_IMAGES_MAX }))}
      </Text>
    </Stack>
  );
}
