/**
 * The operator's console is run by staff: users with the `admin` role and one or more staff
 * roles. The owner may do everything; every other role opens one area of the console. Every
 * `/api/admin/*` route names the areas that may call it (the owner always may), and the
 * OpenAPI reference says so in each route's description ("Staff roles: owner, finance.").
 */
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, personNameSchema } from './auth';

export const STAFF_ROLES = ['owner', 'catalogue', 'orders', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** An area of the console: every staff role but the owner's, who has them all. */
export type StaffArea = Exclude<StaffRole, 'owner'>;
export const STAFF_AREAS = STAFF_ROLES.filter((role): role is StaffArea => role !== 'owner');

/** Whether staff holding `roles` may call a route open to `areas`. */
export const mayUse = (roles: readonly StaffRole[], areas: readonly StaffArea[]): boolean =>
  roles.includes('owner') || roles.some((role) => (areas as readonly StaffRole[]).includes(role));

/** How the OpenAPI reference states who may call a route; the permission walk reads it back. */
export const staffRolesText = (areas: readonly StaffArea[]): string => `Staff roles: ${['owner', ...areas].join(', ')}.`;
export const STAFF_ROLES_PATTERN = /Staff roles: ([a-z, ]+)\./;

/** Roles as a list (JSON, or a form's repeated field) or one comma-separated text (`catalogue,support`; '' for none). */
const staffRolesSchema = z
  .union([
    z.array(z.string()),
    z.string().transform((text) =>
      text
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(STAFF_ROLES)));

/** `POST /admin/staff/save`: grant `email`'s account these roles (none: no longer staff), or invite the address. */
export const staffSaveInputSchema = z.object({
  email: emailSchema,
  roles: staffRolesSchema.default([]),
});
export type StaffSaveInput = z.infer<typeof staffSaveInputSchema>;

export const STAFF_STATES = ['active', 'invited'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const staffMemberSchema = z.object({
  /** The account's id; null for an invitation not yet accepted. */
  user_id: z.number().nullable(),
  email: z.string(),
  firstname: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  state: z.enum(STAFF_STATES),
  /** When the invitation was sent, or the roles last changed. */
  updated_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /admin/staff/me`: the caller's own roles; the console shows only the areas they open. */
export const staffMeSchema = z.object({ user_id: z.number(), roles: z.array(z.enum(STAFF_ROLES)) });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** `POST /customer/staff/accept`: the invited person names themselves and sets a password. */
export const staffAcceptInputSchema = z.object({
  token: z.string().trim().min(20).max(200),
  /** Only for a new account: an address that already has one keeps its name and password. */
  firstname: personNameSchema.optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});
export type StaffAcceptInput = z.infer<typeof staffAcceptInputSchema>;

/** `GET /customer/staff/invite/{token}`: what the invited person is shown before accepting. */
export const staffInviteSchema = z.object({
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** The address already has an account: accepting grants it the roles; no name or password asked. */
  account_exists: z.boolean(),
  invited_by: z.string(),
  expires_at: z.string(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** How long an invitation link works. */
export const STAFF_INVITE_DAYS = 7;
