/**
 * The full-screen viewer's zoom: a scale and an offset (CSS pixels from the centre), kept within
 * 1..MAX_ZOOM and so that the picture always covers the middle of the stage.
 * @example zoomAt(IDENTITY, 2, { x: 100, y: 0 }, { width: 400, height: 400 }) // { scale: 2, x: -100, y: 0 }
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const MAX_ZOOM = 4;
export const IDENTITY: ZoomView = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view moved back within bounds: no panning past the picture's edges, none at all at 1x. */
export function clampView(view: ZoomView, stage: Size): ZoomView {
  const scale = clamp(view.scale, 1, MAX_ZOOM);
  const maxX = (stage.width * (scale - 1)) / 2;
  const maxY = (stage.height * (scale - 1)) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX) || 0, y: clamp(view.y, -maxY, maxY) || 0 };
}

/**
 * Zoom by `factor` keeping the point under the finger or pointer (`at`, from the stage's centre)
 * where it is: with `translate(x, y) scale(s)` about the centre, a point p shows picture point
 * (p − x) / s, so the new offset is p − (p − x) · s′ / s.
 */
export function zoomAt(view: ZoomView, factor: number, at: { x: number; y: number }, stage: Size): ZoomView {
  const scale = clamp(view.scale * factor, 1, MAX_ZOOM);
  const ratio = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, stage);
}

/** Double-tap or double-click: zoom to 2.5x at that point, or back to the whole picture. */
export function toggleZoom(view: ZoomView, at: { x: number; y: number }, stage: Size): ZoomView {
  return view.scale > 1 ? IDENTITY : zoomAt(view, 2.5, at, stage);
}
