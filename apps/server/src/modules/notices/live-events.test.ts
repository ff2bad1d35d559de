import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@agora/contract/errors';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, useTestApp } from '../../test/test-app';
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER } from './live-events';
import { notifyApproved, registerBuyer } from './test-notices';

/** One open event stream over a real connection: its blocks as they arrive. */
async function openStream(base: string, token?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/customer/user/events`, {
    headers: token ? { 'access-token': token } : {},
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  /** The next block (`event: …\ndata: …` or a `: comment`), or null when the server ended the stream. */
  async function next(timeoutMs = 5000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (!buffer.includes('\n\n')) {
      if (done) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      const chunk = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), left))]);
      if (chunk === 'late') throw new Error(`no event within ${timeoutMs} ms`);
      if (chunk.done) done = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  }
  const unread = async () => {
    const block = await next();
    const match = block?.match(/^event: unread\ndata: (.*)$/);
    if (!match) throw new Error(`not an unread event: ${block}`);
    return JSON.parse(match[1] as string).count as number;
  };
  return { response, next, unread, close: () => controller.abort() };
}

describe.each(dialects())('the live notice channel on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the envelope without a token, and streams the count with one', async () => {
    const guest = await fetch(`${base}/api/customer/user/events`);
    expect(((await guest.json()) as { code: number }).code).toBe(ErrorCode.tokenExpired);

    const ann = await registerBuyer(t.app);
    const stream = await openStream(base, ann.headers['access-token']);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(await stream.unread()).toBe(0);
    stream.close();
  });

  it('delivers a new notice’s count, a read mark from another tab, and nothing about other users', async () => {
    const ann = await registerBuyer(t.app);
    const bob = await registerBuyer(t.app);
    const stream = await openStream(base, ann.headers['access-token']);
    expect(await stream.unread()).toBe(0);

    await notifyApproved(t.app, ann.id);
    expect(await stream.unread()).toBe(1);
    await notifyApproved(t.app, bob.id);
    await notifyApproved(t.app, ann.id);
    // Bob's notice sent Ann nothing: her next event is her own second notice.
    expect(await stream.unread()).toBe(2);

    await t.app.inject({ url: '/api/customer/user/notice-read?id=all', headers: ann.headers });
    expect(await stream.unread()).toBe(0);
    stream.close();
  });

  it('keeps a few streams per user, closing the oldest, and forgets streams that disconnect', async () => {
    const ann = await registerBuyer(t.app);
    const token = ann.headers['access-token'];
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const stream = await openStream(base, token);
      expect(await stream.unread()).toBe(0);
      streams.push(stream);
    }
    // One tab closes: the next one opened does not push any other out.
    streams.shift()?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const replacement = await openStream(base, token);
    expect(await replacement.unread()).toBe(0);
    streams.push(replacement);
    await notifyApproved(t.app, ann.id);
    for (const stream of streams) expect(await stream.unread()).toBe(1);

    // One past the limit: the oldest is told so and closed by the server.
    const extra = await openStream(base, token);
    expect(await extra.unread()).toBe(1);
    expect(await streams[0]?.next()).toBe('event: replaced\ndata: {}');
    expect(await streams[0]?.next()).toBeNull();
    for (const stream of [...streams, extra]) stream.close();
  });

  it('stays open past the time allowed to send a request', async () => {
    const short = await createTestApp(dialect, { REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '200' });
    try {
      await short.app.listen({ port: 0, host: '127.0.0.1' });
      const ann = await registerBuyer(short.app);
      const stream = await openStream(`http://127.0.0.1:${(short.app.server.address() as AddressInfo).port}`, ann.headers['access-token']);
      expect(await stream.unread()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await notifyApproved(short.app, ann.id);
      expect(await stream.unread()).toBe(1);
      stream.close();
    } finally {
      await short.close();
    }
  });

  it('sends a heartbeat every 25 s and ends the stream once the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ann = await registerBuyer(t.app);
    const stream = await openStream(base, ann.headers['access-token']);
    expect(await stream.unread()).toBe(0);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(await stream.next()).toBe(': heartbeat');

    await t.app.inject({ url: '/api/customer/user/logout', headers: ann.headers });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(await stream.next()).toBeNull();
  });
});
