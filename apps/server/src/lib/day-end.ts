/**
 * The day-end countdown (spec §3 "time left until end of the current day", §9): the seconds from
 * now until the next midnight in the mall's time zone (`website_config.time_zone`, an IANA name;
 * UTC when unset or unknown). Days that are 23 or 25 hours long (summer time) end at their own
 * midnight.
 * @example secondsToDayEnd(new Date('2026-11-28T23:59:30Z'), 'UTC') // 30
 * @example secondsToDayEnd(new Date('2026-11-28T11:35:00Z'), 'Asia/Tokyo') // 12300 (20:35 there)
 */

/** `zone` if the runtime knows it, else 'UTC'. */
export function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The wall clock in `zone` at `at`, read as if it were UTC, in ms. */
function wallClock(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** Whole seconds from `now` until the end of its day in `zone` (1 to 90000; never 0: at midnight a new day has begun). */
export function secondsToDayEnd(now: Date, zone: string): number {
  const at = Math.floor(now.getTime() / 1000) * 1000;
  const wall = wallClock(at, zone);
  const nextMidnightWall = Math.floor(wall / 86_400_000) * 86_400_000 + 86_400_000;
  // The instant whose wall clock is that midnight: shift by the zone's offset, then by the offset there.
  let instant = nextMidnightWall - (wall - at);
  instant += nextMidnightWall - wallClock(instant, zone);
  return Math.max(1, Math.round((instant - at) / 1000));
}

/**
 * What the website config answers about the day: its zone, the seconds left, and the server's clock.
 * @example dayEnd('') // { time_zone: 'UTC', day_left: 44700, server_time: '2026-11-28T11:35:00.000Z' }
 */
export function dayEnd(zone: string | undefined, now = new Date()): { time_zone: string; day_left: number; server_time: string } {
  const timeZone = knownTimeZone(zone);
  return { time_zone: timeZone, day_left: secondsToDayEnd(now, timeZone), server_time: now.toISOString() };
}
