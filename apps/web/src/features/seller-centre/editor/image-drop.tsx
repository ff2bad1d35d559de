/**
 * The product's pictures: drop files (or choose them) to upload, each with its progress; drag a
 * picture to reorder (or use its arrows from the keyboard); the first is the cover.
 */
import { MAX_PRODUCT_IMAGES } from '@agora/contract/seller';
import { ActionIcon, Badge, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media';
import { PictureFilesInput } from '../../image-upload/picture-files-input';
import { uploadImage } from '../api/seller-api';
import { moveItem } from './product-draft';

interface Uploading {
  key: string;
  name: string;
  progress: number;
  preview: string;
  error?: string;
}

export function ImageDrop({ images, onChange, error }: { images: string[]; onChange: (update: (images: string[]) => string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [over, setOver] = useState(false);
  const dragged = useRef<number | null>(null);
  const room = MAX_PRODUCT_IMAGES - images.length - uploading.filter((u) => !u.error).length;

  const upload = (files: File[]) => {
    for (const file of files.filter((f) => f.type.startsWith('image/')).slice(0, Math.max(0, room))) {
      const key = `${file.name}-${Math.random()}`;
      const preview = URL.createObjectURL(file);
      setUploading((list) => [...list, { key, name: file.name, progress: 0, preview }]);
      const set = (patch: Partial<Uploading>) => setUploading((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
      uploadImage(file, (progress) => set({ progress })).then(
        (stored) => {
          onChange((list) => [...list, stored.path]);
          setUploading((list) => list.filter((u) => u.key !== key));
          URL.revokeObjectURL(preview);
        },
        (failure) => set({ error: failure instanceof ApiError ? failure.message : t('common.requestError') }),
      );
    }
  };

  const onDropFiles = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length) upload([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{
          borderStyle: 'dashed',
          borderColor: error ? 'var(--mantine-color-red-6)' : over ? 'var(--mantine-color-orange-6)' : undefined,
          background: over ? 'var(--mantine-color-orange-0)' : undefined,
        }}
        onDragOver={(event) => {
          if (dragged.current !== null) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => dragged.current === null && onDropFiles(event)}
        data-testid="image-drop"
      >
        <UnstyledButton onClick={() => input.current?.click()} w="100%" disabled={room <= 0}>
          <Group justify="center" gap="xs" c="dimmed">
            <IconPhotoPlus size={22} />
            <Text fz="sm" ta="center">
              {room > 0 ? t('seller.editor.dropImages', { max: MAX_PRODUCT_IMAGES }) : t('seller.editor.imagesFull', { max: MAX_PRODUCT_IMAGES })}
            </Text>
          </Group>
        </UnstyledButton>
        <PictureFilesInput ref={input} onFiles={upload} testId="image-input" />
      </Paper>
      {error && (
        <Text c="red.7" fz="xs" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 3, xs: 4, md: 5 }} spacing="xs">
        {images.map((path, index) => (
          <Paper
            key={path}
            withBorder
            radius="sm"
            pos="relative"
            draggable
            onDragStart={() => {
              dragged.current = index;
            }}
            onDragEnd={() => {
              dragged.current = null;
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged.current !== null && dragged.current !== index) onChange((list) => moveItem(list, dragged.current as number, index));
              dragged.current = null;
            }}
            style={{ cursor: 'grab', overflow: 'hidden' }}
            data-testid="editor-image"
          >
            <Image src={mediaUrl(path)} alt={t('seller.editor.imageN', { n: index + 1 })} h={96} fit="cover" draggable={false} />
            {index === 0 && (
              <Badge size="xs" pos="absolute" top={4} left={4}>
                {t('seller.editor.cover')}
              </Badge>
            )}
            <Group gap={2} justify="center" p={2} bg="white">
              <ActionIcon
                size="sm"
                variant="subtle"
                disabled={index === 0}
                onClick={() => onChange((list) => moveItem(list, index, index - 1))}
                aria-label={t('seller.editor.moveLeft')}
              >
                <IconArrowLeft size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                onClick={() => onChange((list) => list.filter((p) => p !== path))}
                aria-label={t('seller.editor.removeImage')}
              >
                <IconTrash size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                disabled={index === images.length - 1}
                onClick={() => onChange((list) => moveItem(list, index, index + 1))}
                aria-label={t('seller.editor.moveRight')}
              >
                <IconArrowRight size={14} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {uploading.map((u) => (
          <Paper key={u.key} withBorder radius="sm" p={4} data-testid="uploading-image">
            <Image src={u.preview} alt={u.name} h={72} fit="cover" radius="xs" opacity={0.6} />
            {u.error ? (
              <Group gap={2} wrap="nowrap" justify="space-between">
                <Text c="red.7" fz={10} lineClamp={2}>
                  {u.error}
                </Text>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  onClick={() => setUploading((list) => list.filter((x) => x.key !== u.key))}
                  aria-label={t('seller.editor.removeImage')}
                >
                  <IconTrash size={12} />
                </ActionIcon>
              </Group>
            ) : (
              <Progress value={u.progress * 100} size="sm" mt={6} aria-label={t('seller.editor.uploading', { name: u.name })} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
