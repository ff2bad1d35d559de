/**
 * Which mails a user gets: every optional kind on or off (the welcome, order receipts and security
 * mails always go). `GET /api/customer/info/mail_settings` answers them all; the POST takes any of
 * them and answers the whole set again.
 * @example mailSettingsInputSchema.parse({ kinds: { shipping: false } })
 */
import { z } from 'zod';

/** The kinds a user can turn off, in the order the profile lists them. */
export const OPTIONAL_MAIL_KINDS = ['payment', 'shipping', 'unpaid', 'refund', 'wallet', 'review', 'shopOrder', 'shopRefund'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

const kinds = z.object(Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<OptionalMailKind, z.ZodBoolean>);

export const mailSettingsSchema = z.object({ kinds });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsInputSchema = z.object({ kinds: kinds.partial().strict() });
export type MailSettingsInput = z.infer<typeof mailSettingsInputSchema>;
