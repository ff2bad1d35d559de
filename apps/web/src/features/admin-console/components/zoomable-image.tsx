/** A picture shown small that opens full size in a modal on click (an ID card, a product photo). */
import { Image, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';

/**
 * `fluid`: as wide as its column, `width` and `height` giving only the shape. `label`: the button's
 * name where the console's texts are not loaded (the seller centre), else "Enlarge <alt>".
 */
export function ZoomableImage({
  src,
  alt,
  width,
  height,
  fluid = false,
  label,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  fluid?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const url = mediaUrl(src);
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={label ?? t('admin.enlarge', { name: alt })}
        style={{ display: 'block', lineHeight: 0, width: fluid ? '100%' : undefined }}
      >
        <Image
          src={url}
          alt={alt}
          w={fluid ? '100%' : width}
          h={fluid ? 'auto' : height}
          style={fluid ? { aspectRatio: `${width} / ${height}` } : undefined}
          fit="cover"
          radius="sm"
          loading="lazy"
          width={width}
          height={height}
        />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={alt} size="auto" centered>
        <Image src={url} alt={alt} maw="min(90vw, 1000px)" mah="80vh" fit="contain" />
      </Modal>
    </>
  );
}
