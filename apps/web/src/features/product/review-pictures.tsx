/**
 * A review's pictures as a row of small thumbnails (their 400 px copies, loaded lazily); a tap
 * opens them large in the product gallery's viewer (zoom, swipe), loaded on the first opening.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
// The viewer's rules are the gallery's.
import './gallery.css';
import './review-pictures.css';
import { thumbOf } from './thumb-of';

const GalleryViewer = lazy(() => import('./gallery-viewer'));

const SIZE = 64;

export function ReviewPictures({ images, author }: { images: string[]; author: string }) {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  const name = t('product.reviewBy', { author });
  if (total === 0) return null;
  return (
    <>
      <ul className="agora-review-pictures" aria-label={t('product.reviewPictures', { author })} data-testid="review-pictures">
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              ref={(el) => {
                buttons.current[i] = el;
              }}
              onClick={() => setViewer(i)}
              aria-label={t('product.openViewer', { n: i + 1, total })}
              data-testid="review-picture"
            >
              <img
                src={mediaUrl(thumbOf(src))}
                alt=""
                width={SIZE}
                height={SIZE}
                loading="lazy"
                onError={(event) => {
                  // A picture stored before its copy existed is its own thumbnail.
                  const full = mediaUrl(src);
                  if (event.currentTarget.src !== new URL(full, location.href).href) event.currentTarget.src = full;
                }}
              />
            </button>
          </li>
        ))}
      </ul>
      {viewer !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            start={viewer}
            name={name}
            onClose={(last) => {
              setViewer(null);
              // Back to the picture last seen, so the keyboard goes on from there.
              buttons.current[last]?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
