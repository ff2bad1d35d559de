/**
 * The window pickers are native `datetime-local` inputs, read in the browser's time zone; the API
 * takes and answers ISO instants.
 * @example toLocalInput('2026-12-01T09:00:00.000Z') // '2026-12-01T16:00' in Bangkok
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone (to the minute); '' for none. */
export function toLocalInput(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; '' when empty or not a date. */
export function fromLocalInput(value: string): string {
  const time = new Date(value).getTime();
  return value && Number.isFinite(time) ? new Date(time).toISOString() : '';
}

/** Dollars as typed (a number or a decimal text) in US cents; NaN when not a price. */
export function toCents(value: string | number): number {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}
