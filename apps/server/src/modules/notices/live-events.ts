/**
 * The live channel (`GET /customer/user/events`): Server-Sent Events that tell the caller's open
 * pages their unread count, `event: unread` with `{count}`, on connect and whenever their notices
 * change (written, decided, read in another tab), and other live news modules send through
 * live-push.ts (`event: ticket` for a conversation's new message). A comment line every 25 s keeps proxies from
 * closing an idle stream; at each one the session is checked again, so a stream ends within 25 s
 * of a logout. A user holds at most a few streams (one per open tab); a new one past that closes
 * the oldest (telling it `event: replaced`). The web app reads it with fetch, which can send the `access-token` header
 * (EventSource cannot, and the token never goes in the address).
 * @example curl -N -H 'access-token: …' http://127.0.0.1:8080/api/customer/user/events
 * // event: unread
 * // data: {"count":2}
 */
import type { ServerResponse } from 'node:http';
import { REPLACED_EVENT, UNREAD_EVENT } from '@agora/contract/notice-events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, tokenOf } from '../auth/session';
import { type LiveEventListener, liveEventListeners, SESSIONS_ENDED } from './live-push';
import { noticeListeners } from './notify';
import { countUnread } from './queries';

export const HEARTBEAT_MS = 25_000;
/** Tabs one user may keep listening at once. */
export const MAX_STREAMS_PER_USER = 6;

interface Stream {
  userId: number;
  raw: ServerResponse;
  /** Sends the current count (again, if one is being read: the newest always goes last). */
  push(): void;
  /** Sends another event (live-push.ts), e.g. `event: ticket` with a new message's ids. */
  send(event: string, data: Record<string, unknown>): void;
  /** Closes the stream; `replaced`: a newer tab took its place, so the browser should not come straight back. */
  end(replaced?: boolean): void;
}

/** Adds the live channel's bookkeeping to an app: its open streams, the listener that feeds them, and closing them at shutdown. */
export function liveNoticeStreams(app: FastifyInstance) {
  const byUser = new Map<number, Stream[]>();
  const listener = (userId: number) => {
    for (const stream of byUser.get(userId) ?? []) stream.push();
  };
  noticeListeners.add(listener);
  const eventListener: LiveEventListener = (userId, event, data) => {
    for (const stream of [...(byUser.get(userId) ?? [])]) {
      if (event === SESSIONS_ENDED) stream.end();
      else stream.send(event, data);
    }
  };
  liveEventListeners.add(eventListener);
  // Open streams would keep `close()` waiting for ever: end them first.
  app.addHook('preClose', async () => {
    noticeListeners.delete(listener);
    liveEventListeners.delete(eventListener);
    for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end();
  });

  function remove(stream: Stream) {
    const left = (byUser.get(stream.userId) ?? []).filter((s) => s !== stream);
    if (left.length) byUser.set(stream.userId, left);
    else byUser.delete(stream.userId);
  }

  /** The route's handler, after requireUser: takes the connection over and streams. */
  return function streamUnread(request: FastifyRequest, reply: FastifyReply): void {
    const userId = request.user!.id;
    const token = tokenOf(request);
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold events back in a buffer.
      'x-accel-buffering': 'no',
    });

    let reading = false;
    let again = false;
    let ended = false;
    const push = async () => {
      if (ended) return;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        const count = await countUnread(app.db, userId);
        if (!ended) raw.write(`event: ${UNREAD_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`);
      } catch (error) {
        request.log.error({ err: error }, 'live notices: could not read the unread count');
      } finally {
        reading = false;
        if (again) {
          again = false;
          void push();
        }
      }
    };
    const heartbeat = setInterval(async () => {
      const session = await authenticate(app.db, token).catch(() => null);
      if (!session?.ok || session.value.id !== userId) return stream.end();
      raw.write(': heartbeat\n\n');
    }, HEARTBEAT_MS);
    const stream: Stream = {
      userId,
      raw,
      push: () => void push(),
      send(event, data) {
        if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end(replaced = false) {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        remove(stream);
        if (replaced) raw.write(`event: ${REPLACED_EVENT}\ndata: {}\n\n`);
        raw.end();
      },
    };
    raw.on('close', () => stream.end());

    byUser.set(userId, [...(byUser.get(userId) ?? []), stream]);
    for (let mine = byUser.get(userId) ?? []; mine.length > MAX_STREAMS_PER_USER; mine = byUser.get(userId) ?? []) mine[0]?.end(true);
    stream.push();
  };
}
