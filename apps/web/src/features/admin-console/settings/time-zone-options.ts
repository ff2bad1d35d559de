/**
 * The zones the console offers for the mall's time zone: every IANA zone the browser knows, UTC
 * first, each labelled with its offset now ("Asia/Tokyo (GMT+09:00)", underscores as spaces so a
 * search for "los angeles" finds it). The saved zone is kept even if this browser lists it under
 * another name.
 * @example timeZoneOptions('Asia/Tokyo')[0] // { value: 'UTC', label: 'UTC (GMT)' }
 */
function offsetOf(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export function timeZoneOptions(current: string, at = new Date()): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', current, ...known.filter((z) => z !== 'UTC')])].filter(Boolean);
  return zones.map((zone) => {
    const offset = offsetOf(zone, at);
    return { value: zone, label: `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}` };
  });
}
