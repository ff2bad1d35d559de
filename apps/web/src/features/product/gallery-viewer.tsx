/**
 * A product's pictures full screen, in a modal <dialog> (Escape closes it and focus goes back):
 * zoom with a pinch, a double tap or double click, the mouse wheel, the buttons or +/−; drag to
 * look around a zoomed picture; swipe, arrows or ←/→ for the next picture. Loaded on first use.
 */
import { ActionIcon } from '@mantine/core';
import { IconX, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { PagerArrows } from './pager-arrows';
import { clampView, IDENTITY, MAX_ZOOM, toggleZoom, type ZoomView, zoomAt } from './zoom';

type Point = { x: number; y: number };
type Gesture = { kind: 'pan'; start: Point; from: ZoomView; moved: boolean } | { kind: 'pinch'; distance: number; middle: Point; from: ZoomView } | null;

/** Fingers that move less than this have tapped. */
const TAP_SLOP = 10;
const SWIPE_MIN = 50;
const DOUBLE_TAP_MS = 300;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export default function GalleryViewer({ images, start, name, onClose }: { images: string[]; start: number; name: string; onClose: (last: number) => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  // A double tap also makes the browser send a double click; only a mouse's is taken as one.
  const pointerType = useRef('mouse');
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<ZoomView>(IDENTITY);
  const total = images.length;

  /** The stage's size, and a screen point as an offset from its centre. */
  const frame = () => {
    const rect = stage.current?.getBoundingClientRect() ?? new DOMRect();
    return {
      size: { width: rect.width, height: rect.height },
      at: (p: Point) => ({ x: p.x - rect.left - rect.width / 2, y: p.y - rect.top - rect.height / 2 }),
    };
  };
  const zoomBy = (factor: number, screen?: Point) => {
    const { size, at } = frame();
    setView((v) => zoomAt(v, factor, screen ? at(screen) : { x: 0, y: 0 }, size));
  };
  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    setIndex(next);
    setView(IDENTITY);
  };

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // The page behind stays where it is.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  // The wheel zooms rather than scrolling the page: a listener that may prevent the default.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { size, at } = frame();
      const point = at({ x: event.clientX, y: event.clientY });
      setView((v) => zoomAt(v, Math.exp(-event.deltaY * 0.002), point, size));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  });

  const down = (event: PointerEvent<HTMLDivElement>) => {
    pointerType.current = event.pointerType;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b)
      gesture.current = { kind: 'pinch', distance: Math.max(1, distance(a, b)), middle: frame().at({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }), from: view };
    else if (a) gesture.current = { kind: 'pan', start: a, from: view, moved: false };
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    const { size, at } = frame();
    if (g?.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const middle = at({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      const zoomed = zoomAt(g.from, distance(a, b) / g.distance, g.middle, size);
      setView(clampView({ ...zoomed, x: zoomed.x + middle.x - g.middle.x, y: zoomed.y + middle.y - g.middle.y }, size));
    } else if (g?.kind === 'pan') {
      const dx = event.clientX - g.start.x;
      const dy = event.clientY - g.start.y;
      if (Math.hypot(dx, dy) > TAP_SLOP) g.moved = true;
      if (g.from.scale > 1) setView(clampView({ ...g.from, x: g.from.x + dx, y: g.from.y + dy }, size));
    }
  };

  const up = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    const g = gesture.current;
    if (g?.kind === 'pinch') {
      // One finger still down goes on panning from here.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { kind: 'pan', start: rest, from: view, moved: true } : null;
      return;
    }
    gesture.current = null;
    if (!g || !point) return;
    const dx = point.x - g.start.x;
    const dy = point.y - g.start.y;
    if (g.from.scale === 1 && Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) {
      go(index + (dx < 0 ? 1 : -1));
      return;
    }
    // Touch and pen double taps; a mouse has its double click.
    if (g.moved || event.pointerType === 'mouse') return;
    const now = event.timeStamp;
    const previous = lastTap.current;
    if (previous && now - previous.at < DOUBLE_TAP_MS && distance(previous.point, point) < TAP_SLOP * 3) {
      lastTap.current = null;
      const { size, at } = frame();
      setView((v) => toggleZoom(v, at(point), size));
    } else {
      lastTap.current = { at: now, point };
    }
  };

  return (
    <dialog
      ref={dialog}
      className="agora-viewer"
      aria-label={t('product.viewerTitle', { name })}
      onClose={() => onClose(index)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1);
        else if (event.key === 'ArrowLeft') go(index - 1);
        else if (event.key === '+' || event.key === '=') zoomBy(1.5);
        else if (event.key === '-') zoomBy(1 / 1.5);
        else if (event.key === '0') setView(IDENTITY);
      }}
      data-testid="gallery-viewer"
    >
      <div className="agora-viewer-bar">
        <span className="agora-viewer-count" aria-live="polite" data-testid="viewer-count">
          {index + 1} / {total}
        </span>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          aria-label={t('product.zoomOut')}
          disabled={view.scale <= 1}
          onClick={() => zoomBy(1 / 1.5)}
          data-testid="zoom-out"
        >
          <IconZoomOut size={22} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          aria-label={t('product.zoomIn')}
          disabled={view.scale >= MAX_ZOOM}
          onClick={() => zoomBy(1.5)}
          data-testid="zoom-in"
        >
          <IconZoomIn size={22} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          aria-label={t('common.close')}
          onClick={() => dialog.current?.close()}
          autoFocus
          data-testid="viewer-close"
        >
          <IconX size={24} />
        </ActionIcon>
      </div>
      <div className="agora-viewer-body">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer gestures only; the buttons and keys above do the same */}
        <div
          ref={stage}
          className="agora-viewer-stage"
          data-zoomed={view.scale > 1 || undefined}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onDoubleClick={(event) => {
            if (pointerType.current !== 'mouse') return;
            const { size, at } = frame();
            setView((v) => toggleZoom(v, at({ x: event.clientX, y: event.clientY }), size));
          }}
        >
          <img
            key={images[index]}
            src={mediaUrl(images[index] ?? '')}
            alt={index === 0 ? name : t('product.imageOf', { n: index + 1, total })}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            data-scale={view.scale}
            data-testid="viewer-image"
          />
        </div>
        {total > 1 && <PagerArrows className="agora-viewer-nav" size="xl" index={index} total={total} onGo={go} />}
      </div>
      <p className="agora-viewer-hint">{t('product.zoomHint')}</p>
    </dialog>
  );
}
