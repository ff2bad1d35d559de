/** The wallet: balance and frozen amount, its ledger, and an operator's adjustment. Cents (USD). */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { shopEarningsSchema } from './seller';

/**
 * What moved a wallet's money; the ledger's `kind`. A withdrawal freezes the amount
 * (`withdraw_freeze`), then either pays it out (`withdraw_paid`) or gives it back
 * (`withdraw_release`); a completed order pays its seller (`sale`, then `commission` off it) and
 * its buyer's referrer (`affiliate`); a cash-on-delivery order's cash, already in the seller's
 * hands, is charged against its sale (`cod_cash`).
 */
export const LEDGER_KINDS = [
  'order_payment',
  'order_refund',
  'adjustment',
  'recharge',
  'withdraw_freeze',
  'withdraw_paid',
  'withdraw_release',
  'sale',
  'commission',
  'affiliate',
  'cod_cash',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The most an operator moves in one adjustment: $10,000,000.00. */
export const MAX_ADJUSTMENT = 1_000_000_000;

export const balanceSchema = z.object({ balance: z.number(), frozen: z.number() });
export type Balance = z.infer<typeof balanceSchema>;

/**
 * `GET /customer/info/earnings`: what the caller's open shop earns (as its dashboard shows it),
 * for the wallet page; null for a caller without an open shop.
 */
export const walletEarningsSchema = shopEarningsSchema.nullable();
export type WalletEarnings = z.infer<typeof walletEarningsSchema>;

export const ledgerQuerySchema = pageQuerySchema.extend({
  kind: z.enum(LEDGER_KINDS).optional(),
  direction: z.enum(['income', 'expense']).optional(),
});

export const ledgerRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  direction: z.enum(['income', 'expense']),
  /** Always positive; `direction` says which way it went. */
  amount: z.number(),
  balance_after: z.number(),
  reference: z.string(),
  remark: z.string(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const walletAdjustInputSchema = z.object({
  user_id: idSchema,
  /** Signed cents: a credit is positive, a debit negative; never 0. */
  amount: z.coerce
    .number()
    .int()
    .min(-MAX_ADJUSTMENT)
    .max(MAX_ADJUSTMENT)
    .refine((v) => v !== 0, { params: { reason: 'invalid' } }),
  remark: z.string().trim().min(1).max(500),
});

/** The books' audit: every entry, wallet, order, refund, card charge, top-up and withdrawal against the journal (README, "The books"). */
export const auditResultSchema = z.object({
  checked_at: z.string(),
  wallets: z.number(),
  problem_count: z.number(),
  /** The first 200 breaches: `kind` (entry, account, wallet, order, refund, card_payment, recharge, withdrawal), its id, what differs. */
  problems: z.array(z.object({ kind: z.string(), id: z.number(), detail: z.string() })),
});
export type AuditResult = z.infer<typeof auditResultSchema>;

/** One month of the mall's money, US cents: in (top-ups credited, card payments), out (withdrawals paid), commission earned, and what wallets held at its end. */
export const moneyMonthSchema = z.object({
  month: z.string(),
  top_ups: z.number(),
  card_payments: z.number(),
  withdrawals: z.number(),
  commission: z.number(),
  held_in_wallets: z.number(),
});
export type MoneyMonth = z.infer<typeof moneyMonthSchema>;
export const moneySummaryQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(36).default(12) });

/** The kinds of account in the books (README, "The books"), in the order the trial balance lists them. */
export const ACCOUNT_TYPES = [
  'wallet',
  'frozen',
  'shop_pending',
  'shop_cod',
  'card',
  'card_refunds_due',
  'commission',
  'coupons',
  'affiliate',
  'tax',
  'top_ups',
  'payouts',
  'withdrawal_fees',
  'adjustments',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * `GET /admin/books`: the trial balance (each kind of account: how many accounts, their total, US
 * cents; the totals sum to zero), and the sellers who owe the mall (their wallet below zero, most
 * owed first).
 */
export const booksSchema = z.object({
  trial_balance: z.array(z.object({ type: z.enum(ACCOUNT_TYPES), accounts: z.number(), total: z.number() })),
  /** The sum of every account: 0 when the books balance. */
  total: z.number(),
  sellers_owing: z.array(
    z.object({
      user_id: z.number(),
      email: z.string(),
      shop_id: z.number(),
      shop_name: z.string(),
      /** What the seller owes: minus the wallet's balance, > 0. */
      owed: z.number(),
    }),
  ),
});
export type Books = z.infer<typeof booksSchema>;

// ---- The wallet PIN (issue 23) --------------------------------------------------------------------

/** Six digits, asked at every wallet payment and withdrawal. */
export const walletPinSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** Wrong tries before the PIN locks, and for how long (minutes). */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;

/** `POST /customer/info/set_wallet_pin`: sets or changes the PIN, with the account `password`. */
export const setWalletPinInputSchema = z.object({ pin: walletPinSchema, password: z.string().min(1).max(128) });

/** `GET /customer/info/wallet_pin`: whether a PIN is set, and until when wrong tries locked it (null when not). */
export const walletPinStatusSchema = z.object({ set: z.boolean(), locked_until: z.string().nullable() });
export type WalletPinStatus = z.infer<typeof walletPinStatusSchema>;
