/**
 * The live unread count, loaded lazily once someone is logged in (the first page carries none of
 * it): reads the server's event stream (`GET /customer/user/events`) with fetch, because
 * EventSource cannot send the `access-token` header and the token never goes in an address. Each
 * `unread` event writes the count into the user info, which the bell shows; when the count moved,
 * the notice lists are fetched again, so an open notices page shows a new notice without a
 * reload; each `ticket` event is handed on as a window event, TICKET_WINDOW_EVENT (an open
 * conversation reads itself again). If the stream cannot be opened, the count is polled every 60 s (and the stream tried
 * again each time); a stream that ends after working is reopened within seconds.
 */

import { REPLACED_EVENT, TICKET_EVENT, UNREAD_EVENT } from '@agora/contract/notice-events';
import type { UnreadCount } from '@agora/contract/notices';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/api-client';
import { prefs } from '../../lib/prefs';
import { userInfoKey } from '../session/api';
import { noticesKey, setUnreadCount } from './api';

export const POLL_MS = 60_000;

/**
 * The window event carrying `event: ticket`'s data (`{id, message_id}`) to whoever listens: a plain
 * DOM event rather than a shared module, so listeners need none of this file (features/tickets/api.ts).
 */
export const TICKET_WINDOW_EVENT = 'agora:ticket';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads one stream until it ends; answers whether it worked (opened, and was not replaced by a newer tab). */
async function readStream(signal: AbortSignal, onCount: (count: number) => void): Promise<boolean> {
  const token = prefs.token();
  if (!token) return false;
  const response = await fetch('/api/customer/user/events', { headers: { 'access-token': token, lang: prefs.lang() }, signal });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let replaced = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return !replaced;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const data = lines.find((l) => l.startsWith('data: '));
      if (lines.includes(`event: ${UNREAD_EVENT}`) && data) onCount((JSON.parse(data.slice(6)) as UnreadCount).count);
      if (lines.includes(`event: ${TICKET_EVENT}`) && data) window.dispatchEvent(new CustomEvent(TICKET_WINDOW_EVENT, { detail: JSON.parse(data.slice(6)) }));
      if (lines.includes(`event: ${REPLACED_EVENT}`)) replaced = true;
    }
  }
}

async function listen(client: QueryClient, signal: AbortSignal) {
  const onCount = (count: number) => {
    if (setUnreadCount(client, count)) void client.invalidateQueries({ queryKey: noticesKey });
    // The session's notify flag may have moved without the count (a newer notice, or the notices
    // page opened in another tab of this session): the user info answers it.
    void client.invalidateQueries({ queryKey: userInfoKey });
  };
  while (!signal.aborted) {
    const worked = await readStream(signal, onCount).catch(() => false);
    if (signal.aborted || !prefs.token()) return;
    if (worked) {
      // The server went away (a restart, a deploy): come back soon, not all tabs at the same moment.
      await sleep(1000 + Math.random() * 2000, signal);
      continue;
    }
    // No stream (or a newer tab took this one's place): the count by polling, the stream tried again with each poll.
    await request<UnreadCount>('/customer/info/notice_in_read', { quiet: true })
      .then((answer) => onCount(answer.count))
      .catch(() => undefined);
    await sleep(POLL_MS, signal);
  }
}

/** Keeps the bell's count live while mounted (the navigation bar mounts it for a logged-in user). */
export default function LiveUnread() {
  const client = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void listen(client, controller.signal);
    return () => controller.abort();
  }, [client]);
  return null;
}
