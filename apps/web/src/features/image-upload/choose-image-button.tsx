/**
 * The button that opens the file chooser for `useImageUpload`, with the hidden file input it
 * clicks; it spins while the upload runs and turns quiet once a picture is in.
 * @example <ChooseImageButton upload={upload} inputTestId="id-front-input">{upload.value ? t('replace') : t('choose')}</ChooseImageButton>
 */
import { Button } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { IMAGE_TYPES } from './image-types';
import type { ImageUpload } from './use-image-upload';

export function ChooseImageButton({
  upload,
  inputTestId,
  style,
  children,
}: {
  upload: ImageUpload;
  inputTestId: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <>
      <input
        ref={upload.input}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-labelledby={upload.labelId}
        data-testid={inputTestId}
        onChange={(event) => void upload.choose(event.currentTarget.files?.[0])}
      />
      <Button
        variant={upload.value ? 'default' : 'light'}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        loading={upload.progress !== null}
        onClick={() => upload.input.current?.click()}
        aria-describedby={upload.labelId}
        style={style}
      >
        {children}
      </Button>
    </>
  );
}
