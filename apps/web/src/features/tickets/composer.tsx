/**
 * Writing a message: text (Enter sends, Shift+Enter starts a new line) and up to six pictures,
 * each shown at once and uploaded through the app's one upload call while the writer types. Send
 * waits for the uploads and is off while a message is on its way (no double sends). Shared by
 * the buyer's conversation, the new-conversation form's body and the back offices' replies.
 * @example <Composer sending={reply.isPending} onSend={(body, images) => reply.mutateAsync({ id, body, images })} />
 */
import { TICKET_BODY_MAX, TICKET_IMAGES_MAX } from '@agora/contract/tickets';
import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhotoPlus, IconSend, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureFilesInput } from '../image-upload/picture-files-input';
import { useImageList } from '../image-upload/use-image-list';
import './tickets.css';

export function Composer({
  onSend,
  sending,
  placeholder,
  sendLabel,
  hint,
}: {
  /** Resolves once sent (the composer then empties); rejects when refused (the text stays). */
  onSend: (body: string, images: string[]) => Promise<unknown>;
  sending: boolean;
  placeholder?: string;
  sendLabel?: string;
  /** A line under the composer (e.g. "writing reopens the conversation"). */
  hint?: string;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const photos = useImageList({ max: TICKET_IMAGES_MAX, tooMany: t('tickets.photosLimit', { max: TICKET_IMAGES_MAX }) });
  const input = useRef<HTMLInputElement>(null);
  const photosLabel = useId();
  const empty = body.trim() === '' && photos.images.length === 0;
  const disabled = empty || photos.busy || sending;

  const send = () => {
    if (disabled) return;
    onSend(body.trim(), photos.paths).then(
      () => {
        setBody('');
        photos.reset();
      },
      () => undefined,
    );
  };

  return (
    <Stack gap={6} data-testid="ticket-composer">
      {photos.images.length > 0 && (
        <ul className="ticket-composer-photos" aria-labelledby={photosLabel}>
          {photos.images.map((photo, i) => (
            <li key={photo.key} data-uploading={photo.path === null || undefined} data-testid="composer-photo">
              <img src={photo.preview} alt={t('tickets.photo', { n: i + 1 })} />
              <ActionIcon
                className="ticket-photo-remove"
                size={22}
                radius="xl"
                color="dark"
                onClick={() => photos.remove(photo.key)}
                aria-label={t('tickets.removePhoto', { n: i + 1 })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <ActionIcon
          variant="light"
          size={42}
          onClick={() => input.current?.click()}
          disabled={photos.images.length >= TICKET_IMAGES_MAX}
          aria-label={t('tickets.addPhotos')}
          id={photosLabel}
          data-testid="composer-add-photo"
        >
          <IconPhotoPlus size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
        <Textarea
          style={{ flex: 1, minWidth: 0 }}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={placeholder ?? t('tickets.writePlaceholder')}
          aria-label={t('tickets.message')}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={TICKET_BODY_MAX}
          data-testid="composer-text"
        />
        <Button onClick={send} disabled={disabled} loading={sending} leftSection={<IconSend size={18} aria-hidden />} data-testid="composer-send" px="sm">
          {sendLabel ?? t('tickets.send')}
        </Button>
      </Group>
      <PictureFilesInput ref={input} onFiles={photos.add} testId="composer-photo-input" />
      <Text fz="xs" c={photos.error ? 'red.7' : 'dimmed'} role={photos.error ? 'alert' : undefined} aria-live="polite">
        {photos.error ?? (photos.busy ? t('tickets.uploading') : (hint ?? t('tickets.enterHint')))}
      </Text>
    </Stack>
  );
}
