import { describe, expect, it } from 'vitest';
import { clampView, IDENTITY, MAX_ZOOM, toggleZoom, zoomAt } from './zoom';

const stage = { width: 400, height: 300 };

describe('zoom', () => {
  it('keeps the point under the pointer in place', () => {
    const view = zoomAt(IDENTITY, 2, { x: 100, y: 50 }, stage);
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    // The picture point under (100, 50) before, (100 − 0) / 1 = 100, is still under it: (100 − x) / 2.
    expect((100 - view.x) / view.scale).toBe(100);
  });

  it('stays within 1x and the maximum', () => {
    expect(zoomAt(IDENTITY, 0.5, { x: 0, y: 0 }, stage)).toEqual(IDENTITY);
    expect(zoomAt({ scale: 3, x: 0, y: 0 }, 10, { x: 0, y: 0 }, stage).scale).toBe(MAX_ZOOM);
  });

  it('never pans past the edges, and not at all at 1x', () => {
    expect(clampView({ scale: 1, x: 50, y: -20 }, stage)).toEqual(IDENTITY);
    expect(clampView({ scale: 2, x: 1000, y: -1000 }, stage)).toEqual({ scale: 2, x: 200, y: -150 });
  });

  it('toggles between 2.5x at the point and the whole picture', () => {
    const zoomed = toggleZoom(IDENTITY, { x: 0, y: 0 }, stage);
    expect(zoomed.scale).toBe(2.5);
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, stage)).toEqual(IDENTITY);
  });
});
