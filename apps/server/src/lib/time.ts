/** Times are stored as ISO-8601 UTC strings on both dialects. */
export const nowIso = (): string => new Date().toISOString();
let lastStamp = 0;
/** Like nowIso, but strictly later than its previous answer in this process: two events in one millisecond keep their order when sorted by time. */
export const nextIso = (): string => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
};
export const isoIn = (ms: number, from = Date.now()): string => new Date(from + ms).toISOString();
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
