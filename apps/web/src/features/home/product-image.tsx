/** A product's square picture in a card: sized for layout before it loads, loaded lazily. */
import { mediaUrl } from '../../lib/media';

export function ProductImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={mediaUrl(src)}
      alt={alt}
      width={400}
      height={400}
      loading="lazy"
      style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
