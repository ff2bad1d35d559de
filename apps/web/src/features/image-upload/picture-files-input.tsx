/**
 * The hidden file input behind an "add pictures" button: several pictures at once, handed over as
 * a list, and emptied afterwards so choosing the same file again still counts.
 * @example <PictureFilesInput ref={input} onFiles={photos.add} testId="composer-photo-input" />; input.current?.click()
 */
import type { Ref } from 'react';
import { IMAGE_TYPES } from './image-types';

export function PictureFilesInput({
  ref,
  onFiles,
  testId,
  labelledBy,
}: {
  ref: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
  testId: string;
  labelledBy?: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_TYPES}
      multiple
      hidden
      aria-labelledby={labelledBy}
      data-testid={testId}
      onChange={(event) => {
        onFiles([...(event.currentTarget.files ?? [])]);
        event.currentTarget.value = '';
      }}
    />
  );
}
