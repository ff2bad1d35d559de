/**
 * What the console flags when a shop application or a withdrawal repeats another account's
 * details: the same ID picture (by file hash), the same phone (its digits), the same bank account
 * number (without spaces or dashes, upper case).
 * @example { kind: 'phone', other_user_id: 12, other_application_id: 4, other_name: 'Sunny Crafts' }
 */
import { z } from 'zod';

export const REPEAT_KINDS = ['id_picture', 'phone', 'bank_account'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

export const repeatSchema = z.object({
  kind: z.enum(REPEAT_KINDS),
  other_user_id: z.number(),
  /** The other account's application that repeats it, when the match is an application. */
  other_application_id: z.number().optional(),
  /** The other application's shop name, else the other user's first name. */
  other_name: z.string(),
});
export type Repeat = z.infer<typeof repeatSchema>;

/** At most this many repeats are answered per row (the first ones found). */
export const MAX_REPEATS = 10;
