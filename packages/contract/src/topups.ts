/**
 * Offline top-ups: the buyer sends money to the mall's address for a wallet type, then submits
 * the amount, the transaction id and a proof picture; an operator approves (the wallet is credited)
 * or rejects it. Also the operators' top-up settings and wallet types. Money is US cents; a rate is
 * units of the wallet type's currency per US dollar, as a decimal number.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { LANGS, type Lang } from './locale';
import { MAX_ADJUSTMENT } from './wallet';

export const RECHARGE_STATES = ['pending', 'completed', 'failed'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];

/** The largest top-up, and the largest credit an approval may give: $10,000,000.00. */
export const MAX_RECHARGE = MAX_ADJUSTMENT;

/** The settings' defaults: $10.00 at least, 5 submissions in any 24 hours. */
export const RECHARGE_SETTING_DEFAULTS = { min_amount: 1000, recharge_per_day: 5 } as const;

const cents = z.coerce.number().int().min(1).max(MAX_RECHARGE);
const walletCode = z.string().trim().min(1).max(30);

// ---- The buyer ----------------------------------------------------------------------------------

/** `POST /customer/info/recharge`. `voucher` is the path of the caller's own upload (bare or under the media base). */
export const rechargeInputSchema = z.object({
  wallet_code: walletCode,
  amount: cents,
  transaction_id: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[^\p{Cc}]*$/u),
  voucher: z.string().trim().min(1).max(500),
});
export type RechargeInput = z.infer<typeof rechargeInputSchema>;

export const rechargeSchema = z.object({
  id: z.number(),
  /** US cents asked for. */
  amount: z.number(),
  /** US cents credited; null until approved. */
  actual_amount: z.number().nullable(),
  wallet_code: z.string(),
  wallet_name: z.string(),
  transaction_id: z.string(),
  /** Media path of the proof picture (prefix it with the static base). */
  voucher: z.string(),
  state: z.enum(RECHARGE_STATES),
  /** The operator's note; the reason when rejected. */
  remark: z.string(),
  /** Units of the wallet type's currency per US dollar when it was submitted. */
  rate: z.number(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Recharge = z.infer<typeof rechargeSchema>;

export const rechargeListQuerySchema = pageQuerySchema.extend({ state: z.enum(RECHARGE_STATES).optional() });

export const rechargeInfoQuerySchema = z.object({ wallet_code: walletCode });

/** What the top-up page shows before submitting, for one wallet type. */
export const rechargeInfoSchema = z.object({
  wallet_code: z.string(),
  wallet_name: z.string(),
  /** Where to send the money: an address or bank details, free text. */
  receive_address: z.string(),
  rate: z.number(),
  /** US cents. */
  min_amount: z.number(),
  recharge_per_day: z.number(),
  /** Submissions the caller may still make in the rolling 24 hours. */
  submissions_left: z.number(),
});
export type RechargeInfo = z.infer<typeof rechargeInfoSchema>;

// ---- Card top-ups (issue 23) ---------------------------------------------------------------------

/**
 * `POST /customer/info/recharge_card`: `amount` in minor units of the buyer's `currency` (as many
 * decimals as the currency shows: 1000.50 THB is 100050, 1500 JPY is 1500), the card as at
 * checkout, and an `idempotency_key` per attempt (the same key again charges and credits nothing more).
 */
export const cardRechargeInputSchema = z.object({
  amount: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: z
    .string()
    .trim()
    .min(3)
    .max(10)
    .transform((v) => v.toUpperCase()),
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(80)
    .regex(/^[\w:-]+$/),
  card_number: z.string().max(40).optional(),
  card_exp: z.string().max(10).optional(),
  card_cvc: z.string().max(10).optional(),
  card_name: z.string().trim().max(100).optional(),
});
export type CardRechargeInput = z.infer<typeof cardRechargeInputSchema>;

export const CARD_RECHARGE_STATES = ['succeeded', 'declined', 'pending'] as const;

/** A card top-up as the buyer sees it: `pending` waits on the card's bank (3-D Secure) and credits nothing until it says yes. */
export const cardRechargeSchema = z.object({
  id: z.number(),
  status: z.enum(CARD_RECHARGE_STATES),
  currency: z.string(),
  /** Minor units of `currency`, as typed. */
  local_amount: z.number(),
  /** Units of `currency` per US dollar used for this top-up. */
  rate: z.number(),
  /** US cents charged to the card and credited to the wallet (rounded down from `local_amount`). */
  amount: z.number(),
  brand: z.string(),
  last4: z.string(),
  created_at: z.string(),
  /**
   * With Stripe's Payment Element: the intent the page confirms (`payment_id` is this top-up's id),
   * then reports with `recharge_card_check`; absent with the mall's own card form.
   */
  card_intent: z.object({ payment_id: z.number(), client_secret: z.string(), publishable_key: z.string() }).optional(),
});
export type CardRecharge = z.infer<typeof cardRechargeSchema>;

/**
 * US cents for `minor` units of a currency at `rateMicros` (millionths of a unit per dollar), rounded
 * down: the wallet is never credited more than the card paid. Integers only.
 * @example centsOf(100000, 35_500_000, 2) // 2816: 1,000.00 THB at 35.5 is $28.169…
 */
export function centsOf(minor: number, rateMicros: number, decimals: number): number {
  const numerator = BigInt(Math.trunc(minor)) * 100n * 1_000_000n;
  const denominator = BigInt(Math.trunc(rateMicros)) * 10n ** BigInt(decimals);
  return denominator > 0n ? Number(numerator / denominator) : 0;
}

// ---- The operator -------------------------------------------------------------------------------

export const adminRechargeListQuerySchema = rechargeListQuerySchema;

export const adminRechargeSchema = rechargeSchema.extend({
  user: z.object({ id: z.number(), email: z.string(), firstname: z.string() }),
  reviewed_by: z.number().nullable(),
});
export type AdminRecharge = z.infer<typeof adminRechargeSchema>;

const zeroOrOne = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));

/** `approve` 1 credits `actual_amount` (default: the amount asked for); 0 rejects and needs `remark`. */
export const rechargeReviewInputSchema = z
  .object({
    id: idSchema,
    approve: zeroOrOne,
    actual_amount: cents.optional(),
    remark: z.string().trim().max(500).optional().default(''),
  })
  .refine((v) => v.approve === 1 || v.remark.length > 0, { path: ['remark'], params: { reason: 'required' } });
export type RechargeReviewInput = z.infer<typeof rechargeReviewInputSchema>;

export const rechargeSettingsSchema = z.object({
  /** US cents. */
  min_amount: z.coerce.number().int().min(1).max(MAX_RECHARGE),
  recharge_per_day: z.coerce.number().int().min(1).max(1000),
});
export type RechargeSettings = z.infer<typeof rechargeSettingsSchema>;

/** The most units per US dollar a rate may be (a dollar is ~25,000 dong; room to spare). */
export const MAX_RATE = 1_000_000_000;

type OtherLang = Exclude<Lang, 'en'>;
/** The languages a wallet type's name may be given in besides `name` (English, and the fallback). */
export const WALLET_NAME_LANGS = LANGS.filter((l): l is OtherLang => l !== 'en');
const walletName = z
  .string()
  .trim()
  .max(60)
  .regex(/^[^\p{Cc}]*$/u);
const otherWalletNames = Object.fromEntries(WALLET_NAME_LANGS.map((lang) => [`name_${lang}`, walletName.optional()])) as Record<
  `name_${OtherLang}`,
  z.ZodOptional<typeof walletName>
>;
const walletNamesOut = Object.fromEntries(WALLET_NAME_LANGS.map((lang) => [`name_${lang}`, z.string()])) as Record<`name_${OtherLang}`, z.ZodString>;

export const walletTypeAdminSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The name in each other language as the operator typed it; '' when not given (readers see `name`). */
  ...walletNamesOut,
  code: z.string(),
  receive_address: z.string(),
  rate: z.number(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  sort: z.number(),
});
export type WalletTypeAdmin = z.infer<typeof walletTypeAdminSchema>;

/** Adds a wallet type, or edits one (`id`). The code is upper-cased; a rate has at most 6 decimals (kept in millionths). */
export const walletTypeSaveInputSchema = z.object({
  id: idSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\p{Cc}]*$/u),
  /** Optional translations of `name`: one not sent is kept, one sent empty is cleared (readers then see `name`). */
  ...otherWalletNames,
  code: z
    .string()
    .trim()
    .min(2)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/)
    .transform((v) => v.toUpperCase()),
  receive_address: z.string().trim().max(1000).optional().default(''),
  rate: z.coerce.number().min(0.000001).max(MAX_RATE),
  enabled: zeroOrOne.optional().default(1),
  sort: z.coerce.number().int().min(0).max(10_000).optional().default(0),
});
export type WalletTypeSaveInput = z.infer<typeof walletTypeSaveInputSchema>;
