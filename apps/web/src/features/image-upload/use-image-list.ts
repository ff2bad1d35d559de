/**
 * Several pictures attached to one thing (a review, a refund request, a message): each chosen
 * file shows at once as its own preview while it uploads through the app's one upload call, a
 * failed one drops out with the reason, and any can be taken away. `paths` holds what was
 * stored; `busy` says an upload still runs, so the form waits. `reset` after sending: uploads
 * still running then report to nobody.
 * @example const photos = useImageList({ max: 6, tooMany: t('tickets.photosLimit', { max: 6 }) }); photos.add(files); send(photos.paths)
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { uploadImage } from '../shop-create/upload-image';

export interface ListedImage {
  key: number;
  /** The chosen file itself (an object URL), shown at once. */
  preview: string;
  /** The upload's path once it is stored; null while it uploads. */
  path: string | null;
  progress: number;
}

export type ImageList = ReturnType<typeof useImageList>;

export function useImageList({ max, tooMany }: { max: number /** Said when more files are chosen than there is room for. */; tooMany: string }) {
  const { t } = useTranslation();
  const [images, setImages] = useState<ListedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);
  // Bumped by reset: an upload that ends later has no picture to report to.
  const round = useRef(0);
  // Every preview's object URL, let go when taken away, reset, or the page closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: number, change: Partial<ListedImage>) => setImages((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const remove = (key: number) =>
    setImages((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  const add = (files: File[]) => {
    setError(null);
    const room = max - images.length;
    if (files.length > room) setError(tooMany);
    const taken = files.slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { file, image: { key: nextKey.current++, preview, path: null, progress: 0 } };
    });
    if (!taken.length) return;
    setImages((list) => [...list, ...taken.map((x) => x.image)]);
    const current = round.current;
    for (const { file, image } of taken) {
      uploadImage(file, (progress) => current === round.current && update(image.key, { progress })).then(
        (uploaded) => current === round.current && update(image.key, { path: uploaded.path, progress: 100 }),
        (failure) => {
          if (current !== round.current) return;
          remove(image.key);
          setError(failure instanceof ApiError ? failure.message : t('common.uploadError'));
        },
      );
    }
  };

  const reset = () => {
    round.current++;
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setImages([]);
    setError(null);
  };

  return {
    images,
    error,
    max,
    add,
    remove,
    reset,
    paths: images.flatMap((p) => (p.path ? [p.path] : [])),
    busy: images.some((p) => p.path === null),
  };
}
