/**
 * A list filter's free text: trimmed, at most `max` characters, and absent when empty.
 * @example z.object({ q: filterText(254) }).parse({ q: '  ' }) // { q: undefined }
 */
import { z } from 'zod';

export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
