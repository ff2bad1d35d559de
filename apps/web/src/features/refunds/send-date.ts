/**
 * The first day a return may be sent back on: today, by the later of the buyer's own calendar and
 * the server's (UTC), so a day the page offers is never one the server calls past (2000014).
 * @example earliestSendDate(new Date('2026-11-24T23:30:00-05:00')) // '2026-11-25' (already the 25th in UTC)
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function earliestSendDate(now = new Date()): string {
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const utc = now.toISOString().slice(0, 10);
  return local > utc ? local : utc;
}
