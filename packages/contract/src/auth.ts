/** Account calls: register, login, profile, forgot password. Field names are the spec's contract. */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_RESEND_SECONDS = 60;

/** A form checkbox: '1', 1, 'true', true or 'on' mean ticked. */
const ticked = z.preprocess((v) => (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' ? 1 : 0), z.number());

const email = z.string().trim().toLowerCase().max(254).email();
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
// Characters a name may not contain: controls (C0, DEL, C1, line and paragraph separators) would
// break lines or logs; bidi overrides, isolates and marks can make a name read backwards or hide
// text beside it ("Trojan Source") on every page that shows it.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
// Characters that draw nothing on their own: spaces, format characters (U+200B, U+200D…), combining
// marks with no letter to sit on, the default-ignorables, and the Hangul fillers and Braille blank
// that fonts render empty. A name made only of these looks blank; inside a real name they are fine
// (U+200D joins emoji and Indic conjuncts).
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Why a person's name is refused (a key of the messages' `reasons`), or null when it is fine. */
export type NameProblem = 'nameControl' | 'nameBidi' | 'nameInvisible';

/**
 * Checks a person's name for characters that have no place in one; the length is the schema's job.
 * @example nameProblem('Ana\u202Ezyx') // 'nameBidi'; nameProblem('\u3164') // 'nameInvisible'
 */
export function nameProblem(name: string): NameProblem | null {
  if (CONTROL_CHARACTER.test(name)) return 'nameControl';
  if (BIDI_CONTROL.test(name)) return 'nameBidi';
  if (name !== '' && name.replace(INVISIBLE, '') === '') return 'nameInvisible';
  return null;
}

/**
 * A person's name (account first name, later address recipients): refused by `nameProblem` as
 * typed, so spaces alone count as blank, then 1–100 characters once trimmed. The refusal carries
 * its reason in the issue's `params.reason`.
 */
export const personNameSchema = z
  .string()
  .superRefine((name, ctx) => {
    const reason = nameProblem(name);
    if (reason) ctx.addIssue({ code: 'custom', message: reason, params: { reason } });
  })
  .trim()
  .min(1)
  .max(100);

/** WhatsApp number: digits with an optional leading +, spaces and dashes allowed. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/);

/** The same phone rule for other forms (a shop's contact). */
export const phoneSchema = phone;

/** The registration's email rule for other forms (an address's contact email). */
export const emailSchema = email;

export const registerInputSchema = z.object({
  firstname: personNameSchema,
  email,
  phone,
  password,
  confirm_password: z.string().min(1),
  agree: ticked,
  invitation_code: z.string().trim().max(32).optional().or(z.literal('')),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
  remember: ticked.optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const updateUserInputSchema = z.object({
  firstname: personNameSchema.optional(),
  phone: phone.optional(),
  avatar: z.string().trim().max(500).optional(),
  lang: z.string().max(8).optional(),
  /** An enabled currency's code: the one the web app shows prices in, so mails use it too. */
  currency: z.string().trim().toUpperCase().max(8).optional(),
  // A password change: the current password, the new one (the registration rules) and its
  // confirmation, all three together. Empty strings count as not given, as a form sends them.
  old_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  password: z.preprocess((v) => (v === '' ? undefined : v), password.optional()),
  confirm_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const sendResetCodeInputSchema = z.object({ email });
export const resetPasswordInputSchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
  password,
  confirm_password: z.string().min(1),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The roles granted and stored; guards check these. */
export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/**
 * The roles a user is shown with: the granted ones, plus `affiliate` for anyone with at least one
 * referral (spec §6), derived on read rather than stored, so it can never disagree with the referrals.
 */
export const USER_ROLES = [...ROLES, 'affiliate'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Whether `phone` is the number the account last proved by SMS code (`/customer/phone/verify`); a changed phone is not. */
  phone_verified: z.boolean(),
  /** Whether `email` is the address the account proved by mailed code (`/customer/info/verify_email`); withdrawing and opening a shop wait for it. */
  email_verified: z.boolean(),
  avatar: z.string(),
  invitation_code: z.string(),
  roles: z.array(z.enum(USER_ROLES)),
  lang: z.string(),
  /** The currency the user reads amounts in (set with `update_user`); mails show amounts in it. */
  currency: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.object({
  'access-token': z.string(),
  expires_at: z.string(),
  user: userSchema,
  seller_url: z.string(),
  card: z.object({ count: z.number() }),
  message_unread_count: z.number(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const userInfoSchema = z.object({
  user: userSchema,
  seller_url: z.string(),
  card: z.object({ count: z.number() }),
  product: z.object({ count: z.number() }),
  notice: z.object({ count: z.number() }),
  /** This session's notify flag, the bell's dot (spec §3): 1 while an unread notice is newer than its last visit to the notices page. */
  notify: z.number(),
  /** The seller's open shop ("go to my shop"); null for everyone else. */
  shop_id: z.number().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
