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
/** WhatsApp number: digits with an optional leading +, spaces and dashes allowed. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/);

export const registerInputSchema = z.object({
  firstname: z.string().trim().min(1).max(100),
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
  firstname: z.string().trim().min(1).max(100).optional(),
  phone: phone.optional(),
  avatar: z.string().trim().max(500).optional(),
  lang: z.string().max(8).optional(),
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

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const userSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  invitation_code: z.string(),
  roles: z.array(z.enum(ROLES)),
  lang: z.string(),
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
});
export type UserInfo = z.infer<typeof userInfoSchema>;
