/**
 * The product's pictures: a strip that swipes (scroll-snap for touch, dragging with a mouse),
 * dots for the position on phones, thumbnails and arrows from tablets up, and a tap on a picture
 * opens it full screen with zoom (gallery-viewer.tsx, loaded on the first opening). `focus` moves
 * the strip to a picture, e.g. the chosen variant's, whenever `focusKey` changes.
 */
import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import './gallery.css';
import { PagerArrows } from './pager-arrows';

const GalleryViewer = lazy(() => import('./gallery-viewer'));

/** Pixels a mouse must move before a press becomes a drag (and no longer opens the viewer). */
const DRAG_SLOP = 6;

export function Gallery({
  images,
  thumbs,
  name,
  focus = null,
  focusKey,
}: {
  images: string[];
  thumbs: string[];
  name: string;
  focus?: number | null;
  focusKey?: string | number;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const [current, setCurrent] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
  const total = images.length;

  const show = (index: number, behavior: ScrollBehavior = 'smooth') => {
    const el = strip.current;
    const next = Math.min(total - 1, Math.max(0, index));
    if (el) el.scrollTo({ left: next * el.clientWidth, behavior });
    setCurrent(next);
  };

  // A chosen variant with a picture of its own brings the gallery to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the choice changes, not on every scroll
  useEffect(() => {
    if (focus !== null) show(focus, 'instant');
  }, [focusKey, focus]);

  const endDrag = () => {
    const el = strip.current;
    const state = drag.current;
    if (!el || !state) return;
    el.style.scrollSnapType = '';
    show(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    // A click follows the release; a drag must not open the viewer.
    setTimeout(() => {
      drag.current = null;
    }, 0);
  };

  return (
    <div className="agora-gallery-frame">
      <div className="agora-gallery-stage">
        <section
          ref={strip}
          className="agora-gallery"
          aria-roledescription="carousel"
          aria-label={name}
          onScroll={(e) => {
            if (!drag.current) setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)));
          }}
          // Touch swipes scroll natively (scroll-snap); a mouse drags the strip by hand.
          onPointerDown={(e) => {
            if (e.pointerType !== 'mouse' || e.button !== 0 || total < 2) return;
            drag.current = { x: e.clientX, left: e.currentTarget.scrollLeft, moved: false };
          }}
          onPointerMove={(e) => {
            const state = drag.current;
            if (!state || e.buttons !== 1) return;
            const dx = e.clientX - state.x;
            if (!state.moved && Math.abs(dx) < DRAG_SLOP) return;
            if (!state.moved) {
              state.moved = true;
              e.currentTarget.setPointerCapture(e.pointerId);
              e.currentTarget.style.scrollSnapType = 'none';
            }
            e.currentTarget.scrollLeft = state.left - dx;
          }}
          onPointerUp={() => {
            if (drag.current?.moved) endDrag();
            else drag.current = null;
          }}
          onPointerCancel={endDrag}
          data-testid="gallery"
        >
          {images.map((src, i) => (
            <button
              type="button"
              key={src}
              className="agora-gallery-slide"
              tabIndex={i === current ? 0 : -1}
              aria-label={t('product.openViewer', { n: i + 1, total })}
              onClick={() => {
                if (!drag.current?.moved) setViewer(i);
              }}
              data-testid="gallery-slide"
            >
              <img
                src={mediaUrl(src)}
                alt={i === 0 ? name : t('product.imageOf', { n: i + 1, total })}
                width={800}
                height={800}
                loading={i === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
            </button>
          ))}
        </section>
        {total > 1 && (
          <>
            <PagerArrows className="agora-gallery-arrow" size="lg" index={current} total={total} onGo={show} />
            <div className="agora-gallery-dots" aria-hidden data-testid="gallery-dots">
              {images.map((src, i) => (
                <span key={src} data-active={i === current || undefined} />
              ))}
            </div>
          </>
        )}
      </div>
      {total > 1 && (
        <div className="agora-gallery-thumbs">
          {images.map((src, i) => (
            <UnstyledButton key={src} onClick={() => show(i)} aria-label={t('product.imageOf', { n: i + 1, total })} aria-current={i === current}>
              <img src={mediaUrl(thumbs[i] ?? src)} alt="" width={56} height={56} loading="lazy" data-active={i === current || undefined} />
            </UnstyledButton>
          ))}
        </div>
      )}
      {/* For screen readers: which picture is showing, after a swipe or an arrow. */}
      <span className="agora-gallery-position" aria-live="polite">
        {total > 1 ? t('product.imageOf', { n: current + 1, total }) : ''}
      </span>
      {viewer !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            start={viewer}
            name={name}
            onClose={(last) => {
              setViewer(null);
              show(last, 'instant');
              // Back to the picture last seen, so the keyboard goes on from there.
              (strip.current?.children[last] as HTMLElement | undefined)?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
