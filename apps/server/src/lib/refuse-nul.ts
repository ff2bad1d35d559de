/**
 * A NUL character is never part of a real value, and PostgreSQL cannot store one in text (a
 * search for `pho%00ne` was a fault). Every request's path values, query and body are checked
 * before validation; one with a NUL is refused with the route's invalid-data code, naming the field.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** The path of the first string that holds a NUL, e.g. `term` or `items.0.name`; null when none does. */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(key, path) ?? nulAt(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulAt(request.params, '') ?? nulAt(request.query, '') ?? nulAt(request.body, '');
    if (field) throw new AppError(request.routeOptions.config?.invalidCode ?? ErrorCode.invalidParameter, {}, { field, reason: 'invalid' });
  });
}
