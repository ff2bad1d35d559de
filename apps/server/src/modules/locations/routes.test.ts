import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { postForm, useTestApp } from '../../test/test-app';
import { boundedCache } from './bounded-cache';

type Place = { code: string; name: string };

// Places come from the data package, not the database: one dialect is enough.
describe('POST /api/citys', () => {
  const t = useTestApp('sqlite');
  const places = async (body: Record<string, string>, lang = 'en') => (await postForm(t.app, '/api/citys', body, { lang })).json();

  it('answers the countries with no field, named and sorted in the reader’s language', async () => {
    const bare = (await t.app.inject({ method: 'POST', url: '/api/citys' })).json();
    expect(bare.code).toBe(200);
    expect(bare.data.length).toBeGreaterThanOrEqual(249);
    expect(bare.data).toContainEqual({ code: 'TH', name: 'Thailand' });
    expect(bare.data).toContainEqual({ code: 'US', name: 'United States' });

    const japanese = (await places({}, 'jp')).data as Place[];
    expect(japanese).toContainEqual({ code: 'TH', name: 'タイ' });
    expect(japanese).toContainEqual({ code: 'JP', name: '日本' });
    expect((await places({}, 'zhtw')).data).toContainEqual({ code: 'TH', name: '泰國' });
    expect((await places({}, 'th')).data).toContainEqual({ code: 'TH', name: 'ไทย' });
    expect((await places({}, 'vn')).data).toContainEqual({ code: 'TH', name: 'Thái Lan' });
    const spanish = ((await places({}, 'es')).data as Place[]).map((c) => c.name);
    expect(spanish).toEqual([...spanish].sort(new Intl.Collator('es').compare));
  });

  it('answers a country’s states, in its own language for its readers', async () => {
    const states = (await places({ country: 'th' })).data as Place[];
    expect(states.length).toBeGreaterThan(70);
    expect(states).toContainEqual({ code: '10', name: 'Bangkok' });
    expect((await places({ country: 'TH' }, 'th')).data).toContainEqual({ code: '10', name: 'กรุงเทพฯ' });
    expect((await places({ country: 'JP' }, 'jp')).data).toContainEqual({ code: '13', name: '東京' });
    expect((await places({ country: 'US' })).data).toContainEqual({ code: 'CA', name: 'California' });
    // No states in the data.
    expect((await places({ country: 'MO' })).data).toEqual([]);
  });

  it('answers a state’s cities', async () => {
    const cities = (await places({ country: 'TH', state: '10' })).data as { name: string }[];
    expect(cities).toContainEqual({ name: 'Bang Kapi' });
    expect(new Set(cities.map((c) => c.name)).size).toBe(cities.length);
    expect((await places({ country: 'US', state: 'ca' })).data).toContainEqual({ name: 'Los Angeles' });
    // Anguilla's districts have no cities in the data.
    expect((await places({ country: 'AI', state: '01' })).data).toEqual([]);
  });

  it('refuses unknown codes and a state without its country, naming the field', async () => {
    expect(await places({ country: 'XX' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'country' });
    expect(await places({ country: 'Thailand' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'country' });
    expect(await places({ country: 'TH', state: 'CA' })).toMatchObject({ code: ErrorCode.invalidParameter, field: 'state' });
    expect(await places({ state: '10' })).toMatchObject({ code: ErrorCode.missingParameter, field: 'country' });
  });

  it('takes JSON bodies too', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/citys', payload: { country: 'US' } });
    expect(answer.json().data).toContainEqual({ code: 'NY', name: 'New York' });
  });

  it('is documented with the address calls, their fields and codes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const post = (path: string) => doc.paths[path]?.post;
    expect(post('/api/citys').description).toContain('1000008');
    expect(Object.keys(post('/api/citys').requestBody.content['application/json'].schema.properties)).toEqual(['country', 'state']);
    const add = post('/api/checkout/onepage/addressadd');
    expect(add.description).toContain('2000019');
    expect(Object.keys(add.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['id', 'first_name', 'email', 'phone', 'country', 'state', 'city', 'postcode', 'address', 'is_default']),
    );
    expect(post('/api/checkout/onepage/default-address').description).toContain('2000008');
    expect(post('/api/checkout/onepage/getaddresslist')).toBeTruthy();
    expect(post('/api/checkout/onepage/remove_address').description).toContain('2000019');
  });
});

describe('boundedCache', () => {
  it('keeps the most recently used entries and forgets failures', async () => {
    const cache = boundedCache<Promise<number>>(2);
    let loads = 0;
    const load = (n: number) => () => {
      loads += 1;
      return Promise.resolve(n);
    };
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('a', load(1)); // a is now the most recent
    await cache.get('c', load(3)); // b goes
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await cache.get('a', load(1));
    expect(loads).toBe(3);
    await cache.get('b', load(2));
    expect(loads).toBe(4);

    await expect(cache.get('bad', () => Promise.reject(new Error('read failed')))).rejects.toThrow('read failed');
    expect(await cache.get('bad', () => Promise.resolve(7))).toBe(7);
  });
});
