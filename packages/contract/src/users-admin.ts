/**
 * Users in the operator's console (`/api/admin/user/*`): the search, a user's page, and blocking,
 * unblocking and unlocking an account. A blocked account's tokens end at once and its logins are
 * refused (2000017); a locked one is one the failed-login limits paused (auth/login-limits.ts).
 */
import { z } from 'zod';
import { ROLES } from './auth';
import { idSchema, MAX_PAGE, pageQuerySchema, pageSchema } from './envelope';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from './orders';
import { REFUND_STATES, REFUND_TYPES } from './refunds';
import { STAFF_ROLES } from './staff';
import { TICKET_STATES } from './tickets';

/** `active`: may log in; `blocked`: an operator blocked it. */
export const USER_STATES = ['active', 'blocked'] as const;
export type UserState = (typeof USER_STATES)[number];
/** The list's `state` filter: the two states, or `locked` (failed logins paused it). */
export const USER_STATE_FILTERS = [...USER_STATES, 'locked'] as const;
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number];

const day = z.iso.date();

/**
 * `GET /admin/user/list`: `q` finds a name, e-mail or phone containing it (any case) or the id it
 * is; `from`/`to` bound the sign-up day (UTC, both inclusive).
 */
export const userListQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(100).optional(),
    role: z.enum(ROLES).optional(),
    state: z.enum(USER_STATE_FILTERS).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], params: { reason: 'endsBeforeStart' } });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  roles: z.array(z.enum(ROLES)),
  state: z.enum(USER_STATES),
  /** Failed logins have paused it (the waits of login-limits.ts apply); `POST /admin/user/unlock` ends that. */
  locked: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);

/** `GET /admin/user/{id}`: the long lists' pages (10 rows each). */
export const userDetailQuerySchema = z.object({
  orders_page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  ledger_page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export const userIdParamsSchema = z.object({ id: idSchema });
export const SECTION_PAGE_SIZE = 10;
/** Short sections (refunds, conversations, referrals, sign-ins, blocks) show the latest this many. */
export const SECTION_LATEST = 20;

const person = z.object({ id: z.number(), firstname: z.string() }).nullable();

export const userBlockSchema = z.object({
  id: z.number(),
  reason: z.string(),
  blocked_by: person,
  blocked_at: z.string(),
  unblocked_by: person,
  unblocked_at: z.string().nullable(),
});
export type UserBlock = z.infer<typeof userBlockSchema>;

export const userLockSchema = z.object({
  locked: z.boolean(),
  /** Wrong passwords in a row since the last successful login. */
  failures: z.number(),
  failures_this_hour: z.number(),
  /** Seconds until the next attempt may compare a password; 0 when it may now. */
  wait_seconds: z.number(),
});

export const userDetailSchema = z.object({
  profile: adminUserSchema.extend({
    lang: z.string(),
    staff_roles: z.array(z.enum(STAFF_ROLES)),
    invitation_code: z.string(),
    updated_at: z.string(),
  }),
  lock: userLockSchema,
  blocks: z.array(userBlockSchema),
  addresses: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      phone: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      postcode: z.string(),
      address: z.string(),
      is_default: z.boolean(),
    }),
  ),
  orders: pageSchema(
    z.object({
      id: z.number(),
      order_sn: z.string(),
      shop: z.object({ id: z.number(), name: z.string() }),
      payment_method: z.string(),
      payment_status: z.enum(PAYMENT_STATUSES),
      delivery_status: z.enum(DELIVERY_STATUSES),
      actual_pay: z.number(),
      created_at: z.string(),
    }),
  ),
  wallet: z.object({ balance: z.number(), frozen: z.number() }),
  ledger: pageSchema(
    z.object({
      id: z.number(),
      kind: z.string(),
      amount: z.number(),
      balance_after: z.number(),
      reference: z.string(),
      remark: z.string(),
      created_at: z.string(),
    }),
  ),
  refunds: z.object({
    total: z.number(),
    list: z.array(
      z.object({
        id: z.number(),
        order_sn: z.string(),
        type: z.enum(REFUND_TYPES),
        state: z.enum(REFUND_STATES),
        amount: z.number(),
        created_at: z.string(),
      }),
    ),
  }),
  conversations: z.object({
    total: z.number(),
    list: z.array(
      z.object({
        id: z.number(),
        subject: z.string(),
        state: z.enum(TICKET_STATES),
        shop: z.object({ id: z.number(), name: z.string() }).nullable(),
        last_message_at: z.string(),
      }),
    ),
  }),
  shop: z.object({ id: z.number(), name: z.string(), status: z.string(), created_at: z.string() }).nullable(),
  referrals: z.object({
    invited_by: person,
    total: z.number(),
    list: z.array(z.object({ id: z.number(), firstname: z.string(), created_at: z.string() })),
  }),
  sign_ins: z.array(z.object({ ip: z.string(), user_agent: z.string(), created_at: z.string() })),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** `POST /admin/user/block`: the reason is kept in the account's block history. */
export const userBlockInputSchema = z.object({ id: idSchema, reason: z.string().trim().min(1).max(500) });
export type UserBlockInput = z.infer<typeof userBlockInputSchema>;
/** `POST /admin/user/unblock` and `POST /admin/user/unlock`. */
export const userIdInputSchema = z.object({ id: idSchema });
