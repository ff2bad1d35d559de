/**
 * What the audit trail keeps of a request body: its fields with secrets removed (passwords,
 * tokens, card details, ID pictures), long texts and inline files cut short, so a trail row never
 * holds what the rest of the database keeps hashed or out of sight.
 * @example redact({ email: 'a@b.c', password: 'x' }) // { email: 'a@b.c', password: '[removed]' }
 */
const SECRET_KEY = /pass(word)?|token|secret|card|cvc|cvv|pan$|otp|pin$|id_(front|back)|api_?key|signature|authorization/i;
const MAX_TEXT = 2000;
const MAX_ITEMS = 200;
const MAX_DEPTH = 6;

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (/^data:[^,]*;base64,/i.test(value)) return '[file]';
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…[+${value.length - MAX_TEXT}]` : value;
  }
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return '[file]';
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[removed]' : redact(item, depth + 1)]));
}
