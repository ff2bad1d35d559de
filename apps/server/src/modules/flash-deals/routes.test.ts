import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { dialects, useTestApp } from '../../test/test-app';

describe.each(dialects())('flash deals on %s', (dialect) => {
  const t = useTestApp(dialect);
  const get = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ url, headers })).json();

  it('lists running and upcoming deals with the server clock, not ended ones', async () => {
    const { id: ended } = await t.app.db
      .insertInto('flash_deal')
      .values({ start_time: isoIn(-7_200_000), end_time: isoIn(-3_600_000), created_at: isoIn(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = Date.now();
    const body = (await get('/api/flash-deals/list', { lang: 'es' })).data;
    expect(Date.parse(body.server_time)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.list.map((d: { id: number }) => d.id)).not.toContain(ended);
    const statuses = body.list.map((d: { status: string }) => d.status);
    expect(statuses).toContain('active');
    expect(statuses).toContain('upcoming');
    for (const deal of body.list) {
      expect(Date.parse(deal.end_time)).toBeGreaterThan(Date.parse(body.server_time));
      expect(deal.status === 'active').toBe(deal.start_time <= body.server_time);
      expect(deal.title).toBe(deal.title_es);
    }
  });

  it('lists the running deals ending first first, then the deals to come starting first first', async () => {
    type Deal = { status: string; start_time: string; end_time: string };
    const list: Deal[] = (await get('/api/flash-deals/list')).data.list;
    const running = list.filter((d) => d.status === 'active');
    // The demo runs two deals that end at different times, each with its own countdown.
    expect(new Set(running.map((d) => d.end_time)).size).toBeGreaterThanOrEqual(2);
    expect(running.map((d) => d.end_time)).toEqual(running.map((d) => d.end_time).sort());
    const upcoming = list.filter((d) => d.status === 'upcoming');
    expect(upcoming.map((d) => d.start_time)).toEqual(upcoming.map((d) => d.start_time).sort());
    expect(list).toEqual([...running, ...upcoming]);
  });

  it('answers a deal with its products, deal prices below regular ones and what is left', async () => {
    const active = (await get('/api/flash-deals/list')).data.list.find((d: { status: string }) => d.status === 'active');
    const deal = (await get(`/api/flash-deals/${active.id}`)).data;
    expect(deal.list.length).toBeGreaterThan(0);
    for (const item of deal.list) {
      expect(item.deal_price).toBeLessThan(item.regular_price);
      expect(item.left).toBeLessThanOrEqual(item.deal_quantity);
    }
    expect((await get('/api/flash-deals/999999')).code).toBe(ErrorCode.noData);
  });
});
