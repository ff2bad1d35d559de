import { describe, expect, it } from 'vitest';
import { linePoints, niceMax } from './chart-geometry';

describe('niceMax', () => {
  it.each([
    [0, 100],
    [1, 1],
    [7, 10],
    [120, 200],
    [1999, 2000],
    [2001, 5000],
    [50_000, 50_000],
  ])('%d → %d', (max, top) => {
    expect(niceMax(max)).toBe(top);
  });
});

describe('linePoints', () => {
  const box = { width: 340, height: 200, left: 40, bottom: 30, top: 0 };

  it('puts day 1 at the left, day 31 at the right, zero at the bottom and the top amount at the top', () => {
    const points = linePoints(
      [
        { date: '2026-10-01', amount: 0 },
        { date: '2026-10-31', amount: 500 },
      ],
      500,
      box,
    );
    expect(points).toBe('40,170 340,0');
  });

  it('places a day in the middle of the month by its date, not its index', () => {
    expect(linePoints([{ date: '2026-11-16', amount: 250 }], 500, box)).toBe('190,85');
  });
});
