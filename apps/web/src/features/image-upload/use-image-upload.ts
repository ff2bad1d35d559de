/**
 * One picture chosen and uploaded: the chosen file is the preview at once, the upload's percent
 * shows while it runs, and a refusal comes back in the reader's words. The value is the path the
 * upload answered. Pair it with `<ChooseImageButton upload={upload} />`.
 * @example const upload = useImageUpload({ value, onChange, onBusy }); upload.preview ?? mediaUrl(value)
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { uploadImage } from '../shop-create/upload-image';

export interface ImageUploadOptions {
  /** The uploaded picture's path, or '' before one. */
  value: string;
  onChange: (path: string) => void;
  /** Told while an upload runs, so the form waits for it. */
  onBusy: (busy: boolean) => void;
  /** A failed upload also drops the picture uploaded before it (the field shows no other). */
  clearOnFailure?: boolean;
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

export function useImageUpload({ value, onChange, onBusy, clearOnFailure = false }: ImageUploadOptions) {
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
      if (clearOnFailure) onChange('');
      setFailure(e instanceof ApiError ? e.message : t('common.uploadError'));
    } finally {
      setProgress(null);
      onBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return { value, input, labelId, preview, progress, failure, choose };
}
