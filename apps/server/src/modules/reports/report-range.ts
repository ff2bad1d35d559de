/**
 * A report's days: `from` and `to` (UTC, both included), by default the last 30 days up to today;
 * `to` before `from` or more than 366 days after it is refused with 1000008 naming `to`.
 * @example reportRange({ from: '2026-11-01' }, new Date('2026-11-28T10:00:00Z')) // ok({ from: '2026-11-01', to: '2026-11-28', days: [...28 days] })
 */
import { ErrorCode } from '@agora/contract/errors';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@agora/contract/reports';
import { fail, ok, type Result } from '../../lib/errors';

export interface ReportRange {
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first. */
  days: string[];
  /** Every month the days touch, oldest first (YYYY-MM). */
  months: string[];
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

export function reportRange(input: { from?: string; to?: string }, now = new Date()): Result<ReportRange> {
  const to = input.to ?? (input.from ? dayOf(Math.min(timeOf(input.from) + (REPORT_DEFAULT_DAYS - 1) * DAY_MS, now.getTime())) : dayOf(now.getTime()));
  const from = input.from ?? dayOf(timeOf(to) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS);
  const span = (timeOf(to) - timeOf(from)) / DAY_MS + 1;
  if (span < 1) return fail(ErrorCode.invalidParameter, { field: 'to', reason: 'endsBeforeStart' });
  if (span > REPORT_MAX_DAYS) return fail(ErrorCode.invalidParameter, { field: 'to', reason: 'rangeTooLong', params: { max: REPORT_MAX_DAYS } });
  const days = Array.from({ length: span }, (_, i) => dayOf(timeOf(from) + i * DAY_MS));
  return ok({ from, to, days, months: [...new Set(days.map((day) => day.slice(0, 7)))] });
}

/** The range as bounds on timestamps: `created_at >= start` (the first day) and `< end` (the day after the last). */
export const rangeBounds = (range: ReportRange) => ({ start: range.from, end: dayOf(timeOf(range.to) + DAY_MS) });
