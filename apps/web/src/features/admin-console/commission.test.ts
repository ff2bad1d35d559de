import { describe, expect, it } from 'vitest';
import { bpsToPercent, percentToBps, readCommission } from './commission';

describe('percentToBps', () => {
  it.each([
    ['5', 500],
    ['2.5', 250],
    ['1.15', 115],
    ['0.01', 1],
    ['0', 0],
    ['100', 10_000],
    [' 12,5 ', 1250],
    ['7.', 700],
  ])('reads %j as %i basis points', (percent, bps) => {
    expect(percentToBps(percent)).toBe(bps);
  });

  it.each(['', 'abc', '-1', '100.01', '101', '1.234', '1e2', '.5'])('refuses %j', (percent) => {
    expect(percentToBps(percent)).toBeNull();
  });
});

describe('bpsToPercent', () => {
  it.each([
    [500, '5'],
    [250, '2.5'],
    [115, '1.15'],
    [1, '0.01'],
    [0, '0'],
    [10_000, '100'],
  ])('shows %i basis points as %s %', (bps, percent) => {
    expect(bpsToPercent(bps)).toBe(percent);
  });

  it('goes back to the same basis points for every rate', () => {
    for (let bps = 0; bps <= 10_000; bps++) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});

describe('readCommission', () => {
  it('reads an empty field as the default, a rate as basis points and anything else as invalid', () => {
    expect(readCommission('  ')).toBeNull();
    expect(readCommission('3.5')).toBe(350);
    expect(readCommission('3.5x')).toBeUndefined();
  });
});
