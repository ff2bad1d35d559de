/** The envelope every API answer comes in: `{code, message, data}`; success is code 200. */
import { z } from 'zod';

/**
 * A failure about one field also carries `field` (the API's name for it), `reason` (a key of the
 * messages' `reasons`, e.g. `tooBig`) and the values that reason needs in `params` (`{max: 4}`),
 * so a client can write its own sentence with its own label; `data` is null on failures.
 */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
  field?: string;
  reason?: string;
  params?: Record<string, string | number>;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number(),
    message: z.string(),
    data: data.nullable(),
    field: z.string().optional(),
    reason: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  });
}

/** Ids are positive and fit the databases' integer columns; a larger one is refused, not a fault. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().min(1).max(MAX_ID);

/**
 * A comma list of ids (`3` or `3,7,9`), at most `max` of them: every list a request may carry has
 * a bound, so no request does unbounded work.
 */
export function idListSchema(max: number) {
  return z
    .string()
    .max(max * 11)
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => v.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(MAX_ID)).max(max));
}

/** A page far past any real listing is refused rather than turned into a huge offset. */
export const MAX_PAGE = 1_000_000;

/** A page of a list: `page` counts from 1; `page_size` defaults to 20 and is at most 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
