/** When the loading indicator shows and when it starts over (spec §2 and §9). */
import { describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/core', () => ({ Center: () => null, Loader: () => null }));
const { INDICATOR_RESET_MS, LOADING_DELAY_MS, indicatorRun } = await import('./route-loading');

describe('indicatorRun', () => {
  it('hides the indicator for the first 200 ms, so fast pages never flash', () => {
    expect(LOADING_DELAY_MS).toBe(200);
    expect(indicatorRun(0)).toBeNull();
    expect(indicatorRun(199)).toBeNull();
    expect(indicatorRun(200)).toBe(0);
  });

  it('resets the indicator every 2 s while loading goes on', () => {
    expect(INDICATOR_RESET_MS).toBe(2_000);
    expect(indicatorRun(2_199)).toBe(0);
    expect(indicatorRun(2_200)).toBe(1);
    expect(indicatorRun(4_200)).toBe(2);
    expect(indicatorRun(60_000)).toBe(29);
  });
});
