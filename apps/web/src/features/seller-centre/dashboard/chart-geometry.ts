/**
 * The dashboard chart's geometry: two months of daily sales drawn over the same days 1–31, so
 * this month's line is read against last month's. Pure, so it is tested without a browser.
 */
export interface SalesPoint {
  date: string;
  amount: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the axis labels. */
  left: number;
  bottom: number;
  top: number;
}

/** A "nice" top for the y axis: 1, 2 or 5 times a power of ten, at least the largest amount (0 → 100). */
export function niceMax(max: number): number {
  if (max <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power) as number;
}

/**
 * SVG polyline points (`x,y x,y…`) of a month's series, by day of month.
 * @example linePoints([{ date: '2026-11-01', amount: 0 }], 100, box) // '40,170'
 */
export function linePoints(series: SalesPoint[], top: number, box: ChartBox): string {
  const plotWidth = box.width - box.left;
  const plotHeight = box.height - box.top - box.bottom;
  return series
    .map((point) => {
      const day = Number(point.date.slice(8, 10));
      const x = box.left + ((day - 1) / 30) * plotWidth;
      const y = box.top + plotHeight - (Math.min(point.amount, top) / top) * plotHeight;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
