import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendMany } from '../../test/load';
import { useTestApp } from '../../test/test-app';
import { createAnswerStore, ENTRY_OVERHEAD_BYTES, type Entry } from './answer-store';
import { CACHE_LIMITS } from './catalog-cache';

const entry = (body: string): Entry => ({ body: Buffer.from(body), gzip: null, etag: 'W/"x"', expires: Date.now() + 60_000 });

describe('the catalogue cache store', () => {
  it('counts keys and per-entry overhead against its byte cap', () => {
    const store = createAnswerStore({ maxBytes: 1_000_000, maxEntries: 1_000_000 });
    const key = 'k'.repeat(12_000);
    store.set(key, entry('{}'));
    expect(store.bytes).toBeGreaterThanOrEqual(ENTRY_OVERHEAD_BYTES + key.length * 2);
    for (let i = 0; i < 20_000; i++) store.set(`${i} ${key}`, entry('{"code":200}'));
    expect(store.bytes).toBeLessThanOrEqual(1_000_000);
    expect(store.size).toBeLessThan(50); // 12 KB keys: about 24 KB each
  });

  it('holds at most its entry cap, dropping the oldest first', () => {
    const store = createAnswerStore({ maxBytes: 100_000_000, maxEntries: 100 });
    for (let i = 0; i < 20_000; i++) store.set(`key ${i}`, entry('{}'));
    expect(store.size).toBe(100);
    expect(store.get('key 19999')).toBeDefined();
    expect(store.get('key 19899')).toBeUndefined();
  });

  it('drops an expired answer when asked for it', () => {
    const store = createAnswerStore(CACHE_LIMITS);
    store.set('old', { ...entry('{}'), expires: Date.now() - 1 });
    expect(store.get('old')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });
});

describe('the catalogue cache under a flood of distinct URLs', () => {
  const t = useTestApp('sqlite');
  const listen = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as AddressInfo).port;
  };

  it('keys on the validated query: 20,000 URLs that differ only in parameters the route does not take are one entry', async () => {
    const port = await listen();
    const pad = 'x'.repeat(12 * 1024);
    const heapBefore = process.memoryUsage().heapUsed;
    const statuses = await sendMany({
      port,
      count: 20_000,
      connections: 20,
      path: (i) => `/api/customer/product/get_all_products?page=999999&n=${i}&pad=${pad}`,
    });
    expect(statuses.get(200)).toBe(20_000);
    const store = t.app.catalogCache.store;
    expect(store.size).toBe(1);
    expect(store.bytes).toBeLessThanOrEqual(CACHE_LIMITS.maxBytes);
    // 20,000 keys of 12 KB held would be 240 MB or more; what is left is garbage not yet collected.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(CACHE_LIMITS.maxBytes * 4);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('keeps distinct valid queries within the entry cap', async () => {
    const port = await listen();
    const small = createAnswerStore({ maxBytes: CACHE_LIMITS.maxBytes, maxEntries: 50 });
    t.app.catalogCache.store = small;
    const statuses = await sendMany({ port, count: 400, connections: 10, path: (i) => `/api/customer/product/get_all_products?page=999999&min_price=${i}` });
    expect(statuses.get(200)).toBe(400);
    expect(small.size).toBe(50);
  });

  it('still answers unknown parameters from the entry of the known ones', async () => {
    const first = await t.app.inject('/api/customer/product/get_new?page_size=3&utm_source=a');
    const second = await t.app.inject('/api/customer/product/get_new?utm_source=b&page_size=3');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json().data.list).toHaveLength(3);
  });
});
