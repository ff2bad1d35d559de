/**
 * The audit trail: one row per write an operator or a seller made (who, role, address, when,
 * action, target, before and after, reason), append-only and chained: each row holds the hash of
 * the one before, so an edit, a deletion or an insertion in the database is found by checking the
 * chain (`npm run audit:trail`, and the console's banner), which names the first broken row.
 */
import { z } from 'zod';
import { MAX_ID, pageQuerySchema, pageSchema } from './envelope';
import { filterText } from './filter-text';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * `GET /admin/audit-trail/list` and `/export`: every filter optional. `actor`: a user id or (part
 * of) an e-mail; `target`: `type:id` (`shop:12`), a type (`shop`) or an id (`12`); `action`: part
 * of the action (`wallet`); `from`/`to`: days (YYYY-MM-DD, UTC), both included.
 */
export const auditTrailFilterSchema = z.object({
  actor: filterText(120),
  target: filterText(120),
  action: filterText(120),
  from: day,
  to: day,
});
export type AuditTrailFilter = z.infer<typeof auditTrailFilterSchema>;
/** The filter as a client sends it (every field optional). */
export type AuditTrailFilterInput = z.input<typeof auditTrailFilterSchema>;

export const auditTrailQuerySchema = pageQuerySchema.extend(auditTrailFilterSchema.shape);
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;

/** How a chain can break: a row's fields or links changed, rows missing, or rows that were never appended. */
export const TRAIL_BREAKS = ['altered', 'deleted', 'inserted'] as const;
export type TrailBreak = (typeof TRAIL_BREAKS)[number];

/** The chain checked from its first row: intact, or where it first breaks and how. */
export const trailChainSchema = z.object({
  intact: z.boolean(),
  /** Rows in the table. */
  rows: z.number(),
  /** The last row's id and hash that the chain's head records (0 and the genesis hash when empty). */
  head_id: z.number(),
  head_hash: z.string(),
  broken: z
    .object({
      /** The first row found broken (for a deletion: the first missing id). */
      id: z.number().int().min(0).max(MAX_ID),
      kind: z.enum(TRAIL_BREAKS),
      /** What does not match, in English (operators and the CLI read it). */
      detail: z.string(),
    })
    .nullable(),
});
export type TrailChain = z.infer<typeof trailChainSchema>;

export const auditTrailRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_user_id: z.number().nullable(),
  /** The actor's e-mail as it is now (null when the account is gone). */
  actor_email: z.string().nullable(),
  /** The staff roles (`owner`, `finance,support`) or `seller`. */
  actor_roles: z.string(),
  /** A seller's shop. */
  actor_shop_id: z.number().nullable(),
  ip: z.string(),
  /** Method and route, e.g. `POST /api/admin/wallet/adjust`. */
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** JSON texts: the state before and after, secrets removed; null when not known. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditTrailRow = z.infer<typeof auditTrailRowSchema>;

export const auditTrailPageSchema = pageSchema(auditTrailRowSchema).extend({ chain: trailChainSchema });
export type AuditTrailPage = z.infer<typeof auditTrailPageSchema>;

/** The export's columns, in order (its header row). */
export const AUDIT_TRAIL_CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_user_id',
  'actor_email',
  'actor_roles',
  'actor_shop_id',
  'ip',
  'action',
  'target_type',
  'target_id',
  'reason',
  'before',
  'after',
  'hash',
] as const satisfies readonly (keyof AuditTrailRow)[];
