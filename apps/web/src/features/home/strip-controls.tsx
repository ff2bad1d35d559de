/**
 * What moves an advert strip (a chunk of its own, loaded after the first paint): dots that show
 * the position and go to a banner, kept as the strip scrolls or resizes; and mouse drag, where the
 * strip follows the mouse, settles on the banner the drag went towards, and the drag does not also
 * open the advert under it. A finger scrolls the strip natively.
 */
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Moves under this many pixels are a click, not a drag. */
const CLICK_SLOP = 6;

/** The distance from one banner to the next. */
function stepOf(el: HTMLElement): number {
  const first = el.firstElementChild as HTMLElement | null;
  return first ? first.offsetWidth + (Number.parseFloat(getComputedStyle(el).columnGap) || 0) : el.clientWidth;
}

function scrollToItem(el: HTMLElement, index: number) {
  const item = el.children[Math.max(0, Math.min(el.children.length - 1, index))] as HTMLElement | undefined;
  if (item) el.scrollTo({ left: item.offsetLeft - el.offsetLeft, behavior: 'smooth' });
}

export default function StripControls({ strip, count }: { strip: RefObject<HTMLDivElement | null>; count: number }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState({ positions: 1, active: 0 });

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const measure = () => {
      const step = stepOf(el);
      const positions = Math.max(1, count - Math.max(1, Math.round(el.clientWidth / step)) + 1);
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
      const active = atEnd ? positions - 1 : Math.min(positions - 1, Math.round(el.scrollLeft / step));
      setPosition((p) => (p.positions === positions && p.active === active ? p : { positions, active }));
    };
    let start: { x: number; left: number } | null = null;
    let dragged = false;
    const down = (e: PointerEvent) => {
      dragged = false;
      if (e.pointerType === 'mouse' && e.button === 0) start = { x: e.clientX, left: el.scrollLeft };
    };
    const move = (e: PointerEvent) => {
      if (!start || (!dragged && Math.abs(e.clientX - start.x) < CLICK_SLOP)) return;
      if (!dragged) el.setPointerCapture(e.pointerId);
      dragged = true;
      el.dataset.dragging = '';
      el.scrollLeft = start.left - (e.clientX - start.x);
    };
    const up = (e: PointerEvent) => {
      if (!start) return;
      const dx = e.clientX - start.x;
      const from = Math.round(start.left / stepOf(el));
      start = null;
      delete el.dataset.dragging;
      if (dragged) scrollToItem(el, Math.abs(dx) > stepOf(el) / 5 ? from - Math.sign(dx) : from);
    };
    const click = (e: Event) => {
      if (!dragged) return;
      dragged = false;
      e.preventDefault();
      e.stopPropagation();
    };
    const listeners = [
      ['scroll', measure],
      ['pointerdown', down],
      ['pointermove', move],
      ['pointerup', up],
      ['pointercancel', up],
    ] as const;
    for (const [type, listener] of listeners) el.addEventListener(type, listener as EventListener);
    el.addEventListener('click', click, true);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      for (const [type, listener] of listeners) el.removeEventListener(type, listener as EventListener);
      el.removeEventListener('click', click, true);
      observer.disconnect();
    };
  }, [strip, count]);

  if (position.positions < 2) return null;
  return (
    <fieldset className="agora-dots" aria-label={t('nav.banners')} data-testid="advert-dots">
      {Array.from({ length: position.positions }, (_, i) => (
        <button
          key={i}
          type="button"
          className="agora-dot"
          aria-label={t('nav.bannerN', { index: i + 1, total: position.positions })}
          aria-current={i === position.active ? 'true' : undefined}
          onClick={() => strip.current && scrollToItem(strip.current, i)}
        />
      ))}
    </fieldset>
  );
}
