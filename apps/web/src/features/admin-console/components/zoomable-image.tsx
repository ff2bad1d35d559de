/** A picture shown small that opens full size in a modal on click (an ID card, a product photo). */
import { Image, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';

export function ZoomableImage({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const url = mediaUrl(src);
  return (
    <>
      <UnstyledButton onClick={open} aria-label={t('admin.enlarge', { name: alt })} style={{ display: 'block', lineHeight: 0 }}>
        <Image src={url} alt={alt} w={width} h={height} fit="cover" radius="sm" loading="lazy" width={width} height={height} />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={alt} size="auto" centered>
        <Image src={url} alt={alt} maw="min(90vw, 1000px)" mah="80vh" fit="contain" />
      </Modal>
    </>
  );
}
