/**
 * AppError carries a catalogue code (packages/contract errors.ts) and the values its message
 * needs. Services return expected failures as values (`Result`); routes and guards throw
 * AppError, and the one error handler renders it as the envelope in the request's language.
 */
import type { Code } from '@agora/contract/errors';
import type { Messages } from '@agora/contract/messages/en';

export type Reason = keyof Messages['reasons'];

export interface FieldProblem {
  field: string;
  reason: Reason;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: Code,
    readonly params: Record<string, string | number> = {},
    readonly problem?: FieldProblem,
    /** What a refusal still answers in `data` (a declined card's placed orders); null otherwise. */
    readonly data: unknown = null,
  ) {
    super(`AppError ${code}${problem ? ` (${problem.field}: ${problem.reason})` : ''}`);
  }
}

/** An expected outcome: the value, or the catalogue code (and the field) that explains the refusal. */
export type Result<T> = { ok: true; value: T } | { ok: false; code: Code; problem?: FieldProblem; params?: Record<string, string | number>; data?: unknown };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: Code, problem?: FieldProblem, params?: Record<string, string | number>, data?: unknown): Result<never> => ({
  ok: false,
  code,
  problem,
  params,
  data,
});

/** Unwraps a Result in a route: the value, or an AppError for the error handler. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new AppError(result.code, result.params, result.problem, result.data ?? null);
}

/** A refusal met inside a transaction: thrown to roll it back, answered as the value it carries (`refusable`). */
export class Refusal extends Error {
  constructor(readonly result: Result<never>) {
    super(`refused with ${result.ok ? '' : result.code}`);
  }
}

/** Refuses from inside a transaction: `if (!paid.ok) refuse(paid)`. */
export const refuse = (result: Result<never>): never => {
  throw new Refusal(result);
};
