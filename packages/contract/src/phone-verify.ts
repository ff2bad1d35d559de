/** Phone (WhatsApp) verification by SMS code (spec §3 user phone, §5 code length 6 and resend countdown, §8 2000001). */
import { z } from 'zod';
import { phoneSchema } from './auth';

/** Seconds before another code may be sent to the account (spec §5: 60 s). */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Digits in a code (spec §5: default code length 6). */
export const PHONE_CODE_LENGTH = 6;

/** `POST /customer/phone/send_code`: the number to prove; absent, the profile's phone. */
export const sendPhoneCodeInputSchema = z.object({ phone: phoneSchema.optional() });
export type SendPhoneCodeInput = z.infer<typeof sendPhoneCodeInputSchema>;

export const sendPhoneCodeResultSchema = z.object({ phone: z.string(), resend_after: z.number() });

/** `POST /customer/phone/verify`: the code the SMS carried. */
export const verifyPhoneInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${PHONE_CODE_LENGTH}}$`)),
});

/** The account's phone, now proved. */
export const verifyPhoneResultSchema = z.object({ phone: z.string(), phone_verified: z.literal(true) });
