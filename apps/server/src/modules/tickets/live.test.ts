import type { AddressInfo } from 'node:net';
import { TICKET_EVENT, UNREAD_EVENT } from '@agora/contract/notice-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { buyers } from '../checkout/test-checkout';
import { notifyApproved } from '../notices/test-notices';
import { newSeller } from '../seller/test-seller';
import { loginAdmin } from '../shops/test-applicant';
import { api } from './test-tickets';

/** One open live stream over a real connection: its events as they arrive. */
async function openStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/customer/user/events`, { headers, signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next event (comments skipped), as its name and data; throws when none comes in time. */
  async function next(timeoutMs = 5000): Promise<{ event: string; data: Record<string, unknown> }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const match = block.match(/^event: (\w+)\ndata: (.*)$/);
        if (match) return { event: match[1] as string, data: JSON.parse(match[2] as string) };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      const chunk = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), left))]);
      if (chunk === 'late') throw new Error(`no event within ${timeoutMs} ms`);
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  /** The next `ticket` event, passing over unread counts (a notice may come with it). */
  async function nextTicket() {
    for (;;) {
      const got = await next();
      if (got.event === TICKET_EVENT) return got.data;
      expect(got.event).toBe(UNREAD_EVENT);
    }
  }
  return { next, nextTicket, close: () => controller.abort() };
}

describe.each(dialects())('conversations live on %s', (dialect) => {
  const t = useTestApp(dialect);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('pushes each new message to both sides’ open pages, after it is saved, and to no one else', async () => {
    const [buyer, stranger] = await buyers(t.app, 2);
    const shop = await newSeller(t.app, 'Live Shop');
    const buyerStream = await openStream(base, buyer!.headers);
    const shopStream = await openStream(base, shop.headers);
    const strangerStream = await openStream(base, stranger!.headers);
    for (const stream of [buyerStream, shopStream, strangerStream]) expect((await stream.next()).event).toBe(UNREAD_EVENT);

    const opened = await api(t.app, 'POST', '/api/customer/ticket/create', buyer!.headers, { subject: 'Live', body: 'Anyone there?', shop_id: shop.shopId });
    const id = opened.data.id as number;
    const firstId = opened.data.messages[0].id as number;
    expect(await shopStream.nextTicket()).toEqual({ id, message_id: firstId });
    expect(await buyerStream.nextTicket()).toEqual({ id, message_id: firstId });

    const reply = await api(t.app, 'POST', '/api/seller/ticket/reply', shop.headers, { id, body: 'Yes, right here.' });
    const replyId = reply.data.messages.at(-1).id as number;
    const pushed = await buyerStream.nextTicket();
    expect(pushed).toEqual({ id, message_id: replyId });
    // The page that reads on the event finds the message.
    const seen = await api(t.app, 'GET', `/api/customer/ticket/${id}`, buyer!.headers);
    expect(seen.data.messages.map((m: { id: number }) => m.id)).toContain(replyId);
    expect(await shopStream.nextTicket()).toEqual({ id, message_id: replyId });

    // A refused reply pushes nothing; the close goes out with no message.
    await api(t.app, 'POST', '/api/seller/ticket/close', shop.headers, { id });
    expect(await buyerStream.nextTicket()).toEqual({ id, message_id: null });
    expect((await api(t.app, 'POST', '/api/seller/ticket/reply', shop.headers, { id, body: 'Late' })).code).not.toBe(200);
    await api(t.app, 'POST', '/api/customer/ticket/reply', buyer!.headers, { id, body: 'Reopening' });
    const reopened = await buyerStream.nextTicket();
    expect(reopened.message_id).toEqual(expect.any(Number));
    expect(reopened.message_id).not.toBe(replyId);

    // The stranger heard none of it: their next event is their own notice.
    await notifyApproved(t.app, stranger!.id);
    expect(await strangerStream.next()).toEqual({ event: UNREAD_EVENT, data: { count: 1 } });
    for (const stream of [buyerStream, shopStream, strangerStream]) stream.close();
  });

  it('pushes a conversation with the mall to the operators', async () => {
    const [buyer] = await buyers(t.app, 1);
    const admin = await loginAdmin(t.app);
    const adminStream = await openStream(base, admin);
    expect((await adminStream.next()).event).toBe(UNREAD_EVENT);
    const opened = await api(t.app, 'POST', '/api/customer/ticket/create', buyer!.headers, { subject: 'Help', body: 'Where is my parcel?' });
    expect(await adminStream.nextTicket()).toEqual({ id: opened.data.id, message_id: opened.data.messages[0].id });
    adminStream.close();
  });
});
