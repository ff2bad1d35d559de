import { describe, expect, it } from 'vitest';
import { secondsToDayEnd } from '../../lib/day-end';
import { dialects, useTestApp } from '../../test/test-app';

describe.each(dialects())('the day-end countdown in the website config on %s', (dialect) => {
  const t = useTestApp(dialect);
  const config = async () => (await t.app.inject('/api/customer/index/store?type=website_config')).json().data;

  it('answers the seconds left in the UTC day with the server’s clock when no zone is set', async () => {
    const data = await config();
    expect(data.time_zone).toBe('UTC');
    const serverTime = new Date(data.server_time);
    expect(Math.abs(serverTime.getTime() - Date.now())).toBeLessThan(60_000);
    expect(data.day_left).toBe(secondsToDayEnd(serverTime, 'UTC'));
    const midnight = Date.UTC(serverTime.getUTCFullYear(), serverTime.getUTCMonth(), serverTime.getUTCDate() + 1);
    expect(Math.abs(serverTime.getTime() + data.day_left * 1000 - midnight)).toBeLessThanOrEqual(1000);
  });

  it('counts to midnight in the mall’s configured zone, and ignores an unknown one', async () => {
    await t.app.db.insertInto('website_config').values({ key: 'time_zone', value: 'Asia/Tokyo' }).execute();
    const tokyo = await config();
    expect(tokyo.time_zone).toBe('Asia/Tokyo');
    expect(tokyo.day_left).toBe(secondsToDayEnd(new Date(tokyo.server_time), 'Asia/Tokyo'));
    // Tokyo is 9 h ahead of UTC all year.
    const utcLeft = secondsToDayEnd(new Date(tokyo.server_time), 'UTC');
    expect((utcLeft - tokyo.day_left + 86_400) % 86_400).toBe(9 * 3600);

    await t.app.db.updateTable('website_config').set({ value: 'Mars/Olympus' }).where('key', '=', 'time_zone').execute();
    expect((await config()).time_zone).toBe('UTC');
  });
});
