/**
 * Maps a zod validation failure to the catalogue: a missing field answers 1000009, a bad value
 * 1000008, or the route's own code (e.g. 1100001 for registration), always naming the field.
 */
import { type Code, ErrorCode } from '@agora/contract/errors';
import { AppError, type FieldProblem, type Reason } from './errors';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function valueAt(source: unknown, path: string[]): unknown {
  let current: unknown = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function reasonFor(item: ValidationItem): Pick<FieldProblem, 'reason' | 'params'> {
  const p = item.params ?? {};
  switch (item.keyword) {
    case 'too_small':
      return p.origin === 'string' ? { reason: 'tooShort', params: { min: Number(p.minimum) } } : { reason: 'tooSmall', params: { min: Number(p.minimum) } };
    case 'too_big':
      return p.origin === 'string' ? { reason: 'tooLong', params: { max: Number(p.maximum) } } : { reason: 'tooBig', params: { max: Number(p.maximum) } };
    case 'invalid_format':
      return { reason: p.format === 'email' ? 'email' : 'invalid' };
    case 'invalid_value':
      return Array.isArray(p.values) ? { reason: 'oneOf', params: { options: p.values.join(', ') } } : { reason: 'invalid' };
    case 'invalid_type':
      return p.expected === 'number' ? { reason: 'number' } : { reason: 'invalid' };
    case 'custom': {
      // A contract check that knows why names its reason (a key of the messages' reasons), e.g. a name's.
      const reason = (p.params as { reason?: unknown } | undefined)?.reason;
      return typeof reason === 'string' ? { reason: reason as Reason } : { reason: 'invalid' };
    }
    default:
      return { reason: 'invalid' };
  }
}

/** Builds the AppError for the first failing field of a request part (body, query or params). */
export function validationError(items: ValidationItem[], input: unknown, invalidCode?: Code): AppError {
  const item = items[0] as ValidationItem;
  const path = item.instancePath.split('/').filter(Boolean);
  const field = path.join('.') || 'body';
  const value = valueAt(input, path);
  if (value === undefined || value === null || value === '') {
    return new AppError(ErrorCode.missingParameter, {}, { field, reason: 'required' });
  }
  const detail = reasonFor(item) as { reason: Reason; params?: Record<string, string | number> };
  return new AppError(invalidCode ?? ErrorCode.invalidParameter, {}, { field, ...detail });
}
