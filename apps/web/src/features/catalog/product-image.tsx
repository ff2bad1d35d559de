/**
 * A product's square picture in a card: its 400 px thumbnail, sized for layout before it loads,
 * loaded lazily. Should the thumbnail be missing (a mall seeded before thumbnails existed), the
 * full-size image takes its place.
 */
import { mediaUrl } from '../../lib/media';

export function ProductImage({ src, fallback, alt }: { src: string; fallback: string; alt: string }) {
  return (
    <img
      src={mediaUrl(src)}
      alt={alt}
      width={400}
      height={400}
      loading="lazy"
      onError={(event) => {
        const full = mediaUrl(fallback);
        if (event.currentTarget.src !== new URL(full, location.href).href) event.currentTarget.src = full;
      }}
      style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
