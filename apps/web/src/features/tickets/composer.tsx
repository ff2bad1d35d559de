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
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { uploadImage } from '../shop-create/upload-image';
import './tickets.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

interface Photo {
  key: number;
  preview: string;
  /** The upload's path once stored; null while it uploads. */
  path: string | null;
}

/** The pictures being attached: added, uploaded, taken away, cleared once sent. */
function usePhotos() {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const next = useRef(0);
  const round = useRef(0);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const all = urls.current;
    return () => {
      for (const url of all) URL.revokeObjectURL(url);
    };
  }, []);
  const drop = (key: number) => setPhotos((list) => list.filter((p) => p.key !== key));
  const add = (files: File[]) => {
    setError(null);
    const room = TICKET_IMAGES_MAX - photos.length;
    if (files.length > room) setError(t('tickets.photosLimit', { max: TICKET_IMAGES_MAX }));
    const current = round.current;
    const taken = files.slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      urls.current.add(preview);
      return { file, photo: { key: next.current++, preview, path: null } };
    });
    setPhotos((list) => [...list, ...taken.map((x) => x.photo)]);
    for (const { file, photo } of taken) {
      uploadImage(file, () => undefined).then(
        (uploaded) => current === round.current && setPhotos((list) => list.map((p) => (p.key === photo.key ? { ...p, path: uploaded.path } : p))),
        (failure) => {
          if (current !== round.current) return;
          drop(photo.key);
          setError(failure instanceof ApiError ? failure.message : t('common.uploadError'));
        },
      );
    }
  };
  const clear = () => {
    round.current++;
    setPhotos([]);
    setError(null);
  };
  return { photos, error, add, drop, clear, paths: photos.flatMap((p) => (p.path ? [p.path] : [])), busy: photos.some((p) => p.path === null) };
}

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
  const photos = usePhotos();
  const input = useRef<HTMLInputElement>(null);
  const photosLabel = useId();
  const empty = body.trim() === '' && photos.photos.length === 0;
  const disabled = empty || photos.busy || sending;

  const send = () => {
    if (disabled) return;
    onSend(body.trim(), photos.paths).then(
      () => {
        setBody('');
        photos.clear();
      },
      () => undefined,
    );
  };

  return (
    <Stack gap={6} data-testid="ticket-composer">
      {photos.photos.length > 0 && (
        <ul className="ticket-composer-photos" aria-labelledby={photosLabel}>
          {photos.photos.map((photo, i) => (
            <li key={photo.key} data-uploading={photo.path === null || undefined} data-testid="composer-photo">
              <img src={photo.preview} alt={t('tickets.photo', { n: i + 1 })} />
              <ActionIcon
                className="ticket-photo-remove"
                size={22}
                radius="xl"
                color="dark"
                onClick={() => photos.drop(photo.key)}
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
          disabled={photos.photos.length >= TICKET_IMAGES_MAX}
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
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="composer-photo-input"
        onChange={(event) => {
          photos.add([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <Text fz="xs" c={photos.error ? 'red.7' : 'dimmed'} role={photos.error ? 'alert' : undefined} aria-live="polite">
        {photos.error ?? (photos.busy ? t('tickets.uploading') : (hint ?? t('tickets.enterHint')))}
      </Text>
    </Stack>
  );
}
