/** A swipeable gallery (scroll-snap on phones) with thumbnails to jump between images. */
import { UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';

export function Gallery({ images, thumbs, name }: { images: string[]; thumbs: string[]; name: string }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
    const el = strip.current;
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };

  return (
    <div>
      <div
        ref={strip}
        className="agora-gallery"
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        data-testid="gallery"
      >
        {images.map((src, i) => (
          <img
            key={src}
            src={mediaUrl(src)}
            alt={i === 0 ? name : t('product.imageOf', { n: i + 1, total: images.length })}
            width={800}
            height={800}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      {images.length > 1 && (
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          {images.map((src, i) => (
            <UnstyledButton
              key={src}
              onClick={() => show(i)}
              aria-label={t('product.imageOf', { n: i + 1, total: images.length })}
              aria-current={i === current}
            >
              <img
                src={mediaUrl(thumbs[i] ?? src)}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                style={{
                  borderRadius: 6,
                  display: 'block',
                  outline: i === current ? '2px solid var(--mantine-color-orange-7)' : '1px solid var(--mantine-color-gray-3)',
                }}
              />
            </UnstyledButton>
          ))}
        </div>
      )}
    </div>
  );
}
