/**
 * The advert editor (a modal; the whole screen on a phone): where it shows (one of the five
 * positions), its picture (uploaded here), where it leads (a path in the mall or an https
 * address), a title per language and an optional window.
 */
import { ADVERT_LINK_MAX, ADVERT_TITLE_MAX, type AdminAdvert, isAdvertLink } from '@agora/contract/marketing-admin';
import { ADVERT_POSITIONS, type AdvertPosition } from '@agora/contract/site';
import { Box, Center, Group, Image, Progress, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { ChooseImageButton } from '../../image-upload/choose-image-button';
import { useImageUpload } from '../../image-upload/use-image-upload';
import { EditorModal } from './editor-modal';
import { fromLocalInput, toLocalInput } from './local-time';
import { useSaveAdvert } from './marketing-api';
import { type Titles, TitlesField, titlesBody, titlesFrom } from './titles-field';

function PictureField({
  value,
  onChange,
  onBusy,
  missing,
}: {
  value: string;
  onChange: (path: string) => void;
  onBusy: (busy: boolean) => void;
  missing: boolean;
}) {
  const { t } = useTranslation();
  const upload = useImageUpload({ value, onChange, onBusy });
  const shown = upload.preview ?? mediaUrl(value);
  const message = upload.failure ?? (missing ? t('admin.adverts.imageRequired') : null);
  return (
    <Stack gap={6}>
      <Text fw={500} fz="sm" id={upload.labelId}>
        {t('admin.adverts.image')}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      <Box
        bg="gray.0"
        style={{
          aspectRatio: '3 / 1',
          border: `1px dashed var(--mantine-color-${message ? 'red-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Image src={shown} alt={t('admin.adverts.image')} h="100%" w="100%" fit="cover" data-testid="advert-image-preview" />
        ) : (
          <Center h="100%">
            <IconPhoto size={36} color="var(--mantine-color-gray-5)" aria-hidden />
          </Center>
        )}
      </Box>
      <Group gap="sm">
        <ChooseImageButton upload={upload} inputTestId="advert-image-input">
          {value ? t('admin.adverts.replaceImage') : t('admin.adverts.chooseImage')}
        </ChooseImageButton>
        <Text fz="xs" c="dimmed">
          {t('admin.adverts.imageHint')}
        </Text>
      </Group>
      {upload.progress !== null && <Progress value={upload.progress} size="md" striped animated aria-label={t('admin.adverts.uploading')} />}
      {message && (
        <Text c="red.7" fz="sm" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}

export function AdvertEditor({ advert, position, onClose }: { advert: AdminAdvert | null; position: AdvertPosition; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAdvert();
  const [where, setWhere] = useState<AdvertPosition>(advert?.position ?? position);
  const [image, setImage] = useState(advert?.image ?? '');
  const [link, setLink] = useState(advert?.link ?? '');
  const [titles, setTitles] = useState<Titles>(() => titlesFrom(advert));
  const [startsAt, setStartsAt] = useState(() => toLocalInput(advert?.starts_at));
  const [endsAt, setEndsAt] = useState(() => toLocalInput(advert?.ends_at));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const span = { starts: fromLocalInput(startsAt), ends: fromLocalInput(endsAt) };
  const linkError = tried && !isAdvertLink(link.trim()) ? t('admin.adverts.linkRule') : undefined;
  const windowError = span.starts && span.ends && span.ends <= span.starts ? t('admin.flashDealsAdmin.endAfterStart') : undefined;

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!image || !isAdvertLink(link.trim()) || !titles.en.trim() || windowError) return;
    try {
      await save.mutateAsync({
        ...(advert ? { id: advert.id } : {}),
        position: where,
        image,
        link: link.trim(),
        ...titlesBody(titles),
        starts_at: span.starts,
        ends_at: span.ends,
      });
      toast.emit({ message: t('admin.adverts.saved'), kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };

  return (
    <EditorModal
      title={advert ? t('admin.adverts.editAdvert') : t('admin.adverts.newAdvert')}
      size="lg"
      testId="advert"
      refusal={refusal}
      saving={save.isPending}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Select
        label={t('admin.adverts.position')}
        required
        allowDeselect={false}
        data={ADVERT_POSITIONS.map((p) => ({ value: p, label: t(`admin.adverts.position_${p}`) }))}
        value={where}
        onChange={(value) => value && setWhere(value as AdvertPosition)}
        data-testid="advert-position"
      />
      <PictureField value={image} onChange={setImage} onBusy={setBusy} missing={tried && !image} />
      <TextInput
        label={t('admin.adverts.link')}
        description={t('admin.adverts.linkHint')}
        required
        maxLength={ADVERT_LINK_MAX}
        value={link}
        onChange={(event) => setLink(event.currentTarget.value)}
        error={linkError}
        data-testid="advert-link"
      />
      <TitlesField titles={titles} onChange={setTitles} englishMissing={tried && !titles.en.trim()} max={ADVERT_TITLE_MAX} testId="advert-title-input" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('admin.flashDealsAdmin.startsAt')}
          description={t('admin.adverts.openStart')}
          value={startsAt}
          onChange={(event) => setStartsAt(event.currentTarget.value)}
          data-testid="advert-starts-at"
        />
        <TextInput
          type="datetime-local"
          label={t('admin.flashDealsAdmin.endsAt')}
          description={t('admin.adverts.openEnd')}
          value={endsAt}
          onChange={(event) => setEndsAt(event.currentTarget.value)}
          error={tried ? windowError : undefined}
          data-testid="advert-ends-at"
        />
      </SimpleGrid>
    </EditorModal>
  );
}
