/**
 * Payment settings (where a user's withdrawals go) and withdrawals: the buyer's request, list and
 * cancel, and the operator's queue, review and settings. Money is US cents.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { repeatSchema } from './repeat-flags';
import { MAX_ADJUSTMENT } from './wallet';

export const WITHDRAWAL_STATES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** The payout method that is not a wallet type: the bank details of the payment settings. */
export const BANK_METHOD = 'bank';
/** A crypto address is posted as `wallet_<wallet type code>`, e.g. `wallet_USDT-TRC20`. */
export const WALLET_FIELD_PREFIX = 'wallet_';
/** The bank details stored; which of them a country asks for is payout-banks.ts's table. */
export const BANK_FIELDS = ['bank_name', 'account_name', 'account_number', 'routing_number', 'iban', 'bic', 'bank_code'] as const;
export type BankField = (typeof BANK_FIELDS)[number];

// ---- Payment settings ---------------------------------------------------------------------------

/**
 * What `GET /customer/info/payment_settings` answers: every value masked but its last four
 * characters (`****6789`; a value of four or fewer characters is all `****`), '' when unset.
 */
export const paymentSettingsSchema = z.object({
  /** One entry per offered wallet type: its form field (`wallet_<code>`) and the masked address. */
  wallets: z.array(z.object({ code: z.string(), name: z.string(), field: z.string(), address: z.string() })),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  routing_number: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank_code: z.string(),
  /** The bank's country (ISO 3166 alpha-2, not masked), '' when saved before countries were asked. */
  country: z.string(),
  /** The form fields that hold a value: `bank_name`, `wallet_BTC`, … */
  set: z.array(z.string()),
  /** The payout methods a withdrawal may use now: `bank` (name, account name and number set) and wallet codes with an address. */
  methods: z.array(z.string()),
  /** Last change; null when never saved. */
  updated_at: z.string().nullable(),
  /** Withdrawals asked for before this time are flagged to the operator (24 hours after a change); null when none are. */
  flagged_until: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const noControl = /^[^\p{Cc}]*$/u;
const bankText = (max: number) => z.string().trim().max(max).regex(noControl).optional();
const accountCode = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[A-Za-z0-9 -]*$/)
    .optional();
/** A crypto address: printable characters without spaces. */
export const walletAddressSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\x21-\x7E]*$/);

/**
 * `POST /customer/info/payment_settings`, a form: the account `password`, and only the fields that
 * change (the page shows masked values, so it cannot send them back): a field sent empty is
 * cleared, a field not sent is kept. Addresses come as `wallet_<code>` fields; other fields are ignored.
 */
export const paymentSettingsInputSchema = z
  .object({
    password: z.string().min(1).max(128),
    bank_name: bankText(100),
    account_name: bankText(100),
    account_number: accountCode(40),
    routing_number: accountCode(20),
    iban: accountCode(42),
    bic: accountCode(11),
    bank_code: accountCode(20),
    /** The bank's country: its rule (payout-banks.ts) decides which fields are kept and how they are checked. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase())
      .optional(),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    for (const [key, field] of Object.entries(value)) {
      if (!key.startsWith(WALLET_FIELD_PREFIX)) continue;
      if (!walletAddressSchema.safeParse(field).success) ctx.addIssue({ code: 'custom', path: [key], params: { reason: 'invalid' } });
    }
  })
  .transform(({ password, country, bank_name, account_name, account_number, routing_number, iban, bic, bank_code, ...rest }) => {
    const wallets: Record<string, string> = {};
    for (const [key, field] of Object.entries(rest)) {
      if (key.startsWith(WALLET_FIELD_PREFIX) && typeof field === 'string') wallets[key.slice(WALLET_FIELD_PREFIX.length)] = field.trim();
    }
    const sent = { bank_name, account_name, account_number, routing_number, iban, bic, bank_code };
    const bank = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)) as Partial<Record<BankField, string>>;
    return { password, country, bank, wallets };
  });
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

// ---- Withdrawals ----------------------------------------------------------------------------------

const currencyCode = z
  .string()
  .trim()
  .min(3)
  .max(10)
  .transform((v) => v.toUpperCase());

/**
 * `POST /customer/info/withdraw`: `amount` in cents (the fee is taken from it), `method` = `bank` or a
 * wallet type code. With `currency` (issue 23) the amount is in minor units of that currency, turned
 * into cents at the current rate, rounded down; `pin` is the wallet PIN.
 */
export const withdrawInputSchema = z.object({
  amount: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  method: z.string().trim().min(1).max(40),
  currency: currencyCode.optional(),
  pin: z.string().trim().max(12).optional(),
});

/** `GET /customer/info/withdraw_quote`: the same `amount` and `currency` as `withdraw`. */
export const withdrawQuoteQuerySchema = z.object({
  amount: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: currencyCode.optional(),
});

/** What a withdrawal of that amount would be, before submitting: all in US cents, with the rate used. */
export const withdrawQuoteSchema = z.object({
  currency: z.string(),
  /** Units of `currency` per US dollar. */
  rate: z.number(),
  /** Taken from the wallet. */
  amount: z.number(),
  fee: z.number(),
  /** What arrives: `amount` − `fee`. */
  receive: z.number(),
  /** The least that may be withdrawn. */
  min: z.number(),
  fee_bps: z.number(),
  /** The balance covers it and it reaches the minimum. */
  allowed: z.boolean(),
});
export type WithdrawQuote = z.infer<typeof withdrawQuoteSchema>;
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

export const withdrawCancelInputSchema = z.object({ id: idSchema });

export const withdrawListQuerySchema = pageQuerySchema.extend({ state: z.enum(WITHDRAWAL_STATES).optional() });

/** Where the money goes, masked as it was when asked for: `{address}` for a wallet, the four bank fields for `bank`. */
export const destinationSchema = z.record(z.string(), z.string());

export const withdrawalSchema = z.object({
  id: z.number(),
  /** Cents taken from the wallet; `fee` is part of it, the rest is paid out. */
  amount: z.number(),
  fee: z.number(),
  method: z.string(),
  destination: destinationSchema,
  state: z.enum(WITHDRAWAL_STATES),
  /** The operator's reason when refused. */
  remark: z.string(),
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

// ---- Operators ------------------------------------------------------------------------------------

export const adminWithdrawQuerySchema = withdrawListQuerySchema;

export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ id: z.number(), firstname: z.string(), email: z.string() }),
  /** The payment settings had changed in the 24 hours before it was asked for. */
  flagged: z.number(),
  /** The user's details for this method now, unmasked, for paying it; null when removed since. */
  details: destinationSchema.nullable(),
  /** The details now no longer match the masked `destination` the user asked for. */
  details_changed: z.boolean(),
  reviewed_by: z.number().nullable(),
  reviewed_at: z.string().nullable(),
  /** Other accounts whose payment settings hold the same bank account number: shown in red. */
  repeats: z.array(repeatSchema),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** Approve 1 pays it out; approve 0 refuses it and gives the money back, with `remark` (required) telling why. */
export const withdrawReviewInputSchema = z
  .object({
    id: idSchema,
    approve: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(0), z.literal(1)])),
    remark: z.string().trim().max(500).optional().default(''),
  })
  .refine((v) => v.approve === 1 || v.remark.length > 0, { path: ['remark'], params: { reason: 'required' } });

/** The least that may be withdrawn (cents, default 1000) and the fee in basis points of it (default 100 = 1 %). */
export const withdrawSettingsSchema = z.object({ withdraw_min: z.number(), withdraw_fee_bps: z.number() });
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

/** Either or both; the fee at most 50 %. */
export const withdrawSettingsInputSchema = z.object({
  withdraw_min: z.coerce.number().int().min(1).max(MAX_ADJUSTMENT).optional(),
  withdraw_fee_bps: z.coerce.number().int().min(0).max(5000).optional(),
});
