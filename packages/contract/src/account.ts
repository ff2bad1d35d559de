/**
 * The account itself: proving the e-mail address by mailed code, downloading one's data, and
 * deleting the account (issue 23). Paths: `/customer/info/send_email_code`, `/customer/info/verify_email`,
 * `/customer/info/export_data`, `/customer/info/delete_account`.
 */
import { z } from 'zod';

/** Seconds before another code may be mailed (as password-reset and SMS codes: spec §5, 60 s). */
export const EMAIL_CODE_RESEND_SECONDS = 60;
/** Digits in a code (spec §5: default code length 6). */
export const EMAIL_CODE_LENGTH = 6;

/** `POST /customer/info/send_email_code`: mails a code to the account's address. */
export const sendEmailCodeResultSchema = z.object({ email: z.string(), resend_after: z.number() });
export type SendEmailCodeResult = z.infer<typeof sendEmailCodeResultSchema>;

/** `POST /customer/info/verify_email`: the code the mail carried. */
export const verifyEmailInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${EMAIL_CODE_LENGTH}}$`)),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;
export const verifyEmailResultSchema = z.object({ email: z.string(), email_verified: z.literal(true) });

/**
 * The reason `field: 'email'` carries when an action waits for a proved address: withdrawing
 * answers 2000018 (data operation failed), applying for a shop 2000015 (seller application failed).
 */
export const EMAIL_NOT_VERIFIED = 'emailNotVerified';

/** `POST /customer/info/delete_account`: the account's password, asked again. */
export const deleteAccountInputSchema = z.object({ password: z.string().min(1) });
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/**
 * Why an account cannot be deleted yet, first that applies; answered as 2000018 with this reason
 * (and `params.count` or `params.amount` in US cents).
 */
export const DELETE_BLOCKERS = ['openOrders', 'openRefunds', 'walletBalance', 'frozenMoney', 'pendingTopups', 'pendingWithdrawals', 'activeShop'] as const;
export type DeleteBlocker = (typeof DELETE_BLOCKERS)[number];

/** The download's top-level keys (`GET /customer/info/export_data`, a JSON attachment). */
export const EXPORT_SECTIONS = ['profile', 'addresses', 'orders', 'reviews', 'wallet', 'tickets', 'wishlist'] as const;
