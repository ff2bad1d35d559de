/**
 * A refused money form: the server's refusal of one of the form's own fields goes under that
 * field (in the reader's words, see error-text.ts), anything else above the buttons.
 * @example refusalFor(error, ['remark', 'actual_amount']) // { fields: { remark: '…' }, message: null }
 */
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

export interface Refusal {
  fields: Record<string, string>;
  message: string | null;
}

export const NO_REFUSAL: Refusal = { fields: {}, message: null };

export function refusalFor(error: unknown, fields: readonly string[]): Refusal {
  if (!(error instanceof ApiError)) return { fields: {}, message: String(error) };
  const text = errorText(error);
  if (error.field && fields.includes(error.field)) return { fields: { [error.field]: text }, message: null };
  return { fields: {}, message: text };
}
