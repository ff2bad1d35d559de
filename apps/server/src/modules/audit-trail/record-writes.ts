/**
 * Every write by an operator (`/api/admin/*`) or a seller (`/api/seller/*`) goes into the audit
 * trail: a request that is not a read and whose answer is a success (HTTP 200 and envelope code
 * 200) appends who (user, staff roles or `seller` and the shop), from where (request.ip), what
 * (method and route), on what (the `id` of the path or body, else its first `…_id`), why (body
 * `reason` or `remark`) and the body with its secrets removed as the state after. A route may say
 * more with `noteTrail` (the state before, the record the write was about).
 *
 * The row is appended in `onSend`, before the answer leaves: a client that saw the success can
 * rely on its row being there. It is not in the write's own transaction (a generic hook cannot
 * be), so if the append fails the write stands and the failure is logged at `error` with the
 * whole entry, to be put right by hand; the answer is left alone, as a client told "failed"
 * would retry a write that happened.
 * @example app.addHook('onSend', trailHook('admin'))  // in the scope's plugin, before its routes
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendTrail, type TrailEntry } from './append-trail';
import { redact } from './redact';

/** What a route adds to its write's row; each field replaces the one the hook would guess. */
export interface TrailNote {
  target_type?: string;
  target_id?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

const notes = new WeakMap<FastifyRequest, TrailNote>();

/**
 * Adds detail to this request's trail row (called by a handler; later calls add to earlier ones).
 * @example noteTrail(request, { target_type: 'shop', target_id: shopId, before: { commission_bps: 800 }, after: { commission_bps: 650 } })
 */
export function noteTrail(request: FastifyRequest, note: TrailNote): void {
  notes.set(request, { ...notes.get(request), ...note });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_JSON = 64 * 1024;

/** A success: HTTP 200 and, for an envelope, code 200 (business refusals answer HTTP 200 with their own code). */
function succeeded(reply: FastifyReply, payload: unknown): boolean {
  if (reply.statusCode !== 200) return false;
  if (typeof payload !== 'string' || !payload.startsWith('{"code":')) return true;
  return payload.startsWith(`{"code":${ErrorCode.success},`);
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const scalar = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value).slice(0, 200) : null);

/** The record written: the path's or body's `id` (the route's resource), else the first `…_id` (its name before `_id`), else `ids`. */
function targetOf(request: FastifyRequest, params: Fields, body: Fields): { type: string | null; id: string | null } {
  const resource = request.routeOptions.url?.split('/')[3] ?? null;
  const id = scalar(params.id) ?? scalar(body.id);
  if (id) return { type: resource, id };
  for (const [key, value] of [...Object.entries(params), ...Object.entries(body)]) {
    const named = key.endsWith('_id') && scalar(value);
    if (named) return { type: key.slice(0, -3), id: named };
  }
  const ids = Array.isArray(body.ids) ? body.ids.join(',') : scalar(body.ids);
  return { type: resource, id: ids ? ids.slice(0, 200) : null };
}

const json = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(redact(value));
  return text.length > MAX_JSON ? JSON.stringify({ truncated: true, length: text.length }) : text;
};

/** The row a successful write appends. */
export function trailEntry(request: FastifyRequest, side: 'admin' | 'seller'): TrailEntry {
  const note = notes.get(request) ?? {};
  const params = fieldsOf(request.params);
  const body = fieldsOf(request.body);
  let guessed = targetOf(request, params, body);
  // A seller's write that names no record is about the seller's shop (its settings, say).
  if (guessed.id === null && side === 'seller' && request.shop) guessed = { type: 'shop', id: String(request.shop.id) };
  const reason = note.reason ?? scalar(body.reason) ?? scalar(body.remark);
  return {
    actor_user_id: request.user?.id ?? null,
    actor_roles: side === 'admin' ? (request.user?.staff ?? []).join(',') : 'seller',
    actor_shop_id: side === 'seller' ? (request.shop?.id ?? null) : null,
    ip: request.ip,
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    target_type: note.target_type ?? guessed.type,
    target_id: note.target_id !== undefined ? String(note.target_id) : guessed.id,
    before: json(note.before),
    after: json(note.after ?? (request.body === undefined ? undefined : request.body)),
    reason: reason ? reason.slice(0, 1000) : null,
  };
}

/** The scope's `onSend` hook: appends a successful write's row before its answer goes out. */
export function trailHook(side: 'admin' | 'seller') {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (READS.has(request.method) || !request.user || !succeeded(reply, payload)) return payload;
    const entry = trailEntry(request, side);
    try {
      await appendTrail(request.server.db, entry);
    } catch (error) {
      request.log.error({ err: error, trail: entry }, 'AUDIT TRAIL: a write succeeded but its row could not be appended');
    }
    return payload;
  };
}
