/**
 * Puts a refused request's sentence (the web's own, with the field's label: see lib/error-text.ts)
 * next to the field it names, or returns it for a general alert.
 */
import { ApiError } from '../../lib/api-client';

export function applyServerError(error: unknown, setFieldError: (field: string, message: string) => void, knownFields: string[]): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.field && knownFields.includes(error.field)) {
    setFieldError(error.field, error.message);
    return null;
  }
  return error.message;
}
