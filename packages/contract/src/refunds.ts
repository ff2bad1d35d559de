/**
 * After-sales: a buyer's refund (money only) or return (goods back first) of one order line, the
 * seller's review, the mall's decision on an escalated one (spec §2, §3, codes 2000009–2000014).
 * Money is US cents.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { REVIEW_IMAGES_MAX } from './orders';

export const REFUND_TYPES = ['refund', 'return'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/**
 * `pending` awaits the seller; a return accepted awaits the goods (`awaiting_goods`), then the buyer
 * sends them (`goods_sent`); `refunded` paid back; `rejected` by the seller (the buyer may
 * escalate or cancel); `escalated` awaits the mall; `closed` refused by the mall; `cancelled` by the buyer.
 */
export const REFUND_STATES = ['pending', 'awaiting_goods', 'goods_sent', 'refunded', 'rejected', 'escalated', 'closed', 'cancelled'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** States that hold the line: no second request for it while one of these exists (2000010). */
export const OPEN_REFUND_STATES: readonly RefundState[] = ['pending', 'awaiting_goods', 'goods_sent', 'rejected', 'escalated'];

/** Why the buyer asks; the web app names each in the reader's language. */
export const REFUND_REASONS = ['not_received', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Pictures one request may carry (as a review). */
export const REFUND_IMAGES_MAX = REVIEW_IMAGES_MAX;

const binary = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));
const images = z
  .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().trim().min(1).max(300)).max(REFUND_IMAGES_MAX))
  .default([]);

/** `POST /customer/refund/apply`. `images`: the buyer's own uploads, a comma list or an array. */
export const refundApplyInputSchema = z.object({
  order_item_id: idSchema,
  quantity: z.coerce.number().int().min(1).max(100_000),
  type: z.enum(REFUND_TYPES),
  reason: z.enum(REFUND_REASONS),
  description: z.string().trim().max(2000).default(''),
  images,
});
export type RefundApplyInput = z.infer<typeof refundApplyInputSchema>;

export const refundIdInputSchema = z.object({ id: idSchema });

/** `POST /customer/refund/schedule`: the logistics number and the day the goods go back (YYYY-MM-DD, today or later). */
export const refundScheduleInputSchema = z.object({
  id: idSchema,
  log_sn: z.string().trim().min(3).max(60),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const refundEscalateInputSchema = z.object({ id: idSchema, reason: z.string().trim().min(1).max(1000) });

/** Seller's review (`approve` 1|0) and the mall's decision: a reason is required to refuse. */
export const refundReviewInputSchema = z
  .object({ id: idSchema, approve: binary, reason: z.string().trim().max(1000).optional().default('') })
  .refine((v) => v.approve === 1 || v.reason.length > 0, { path: ['reason'], params: { reason: 'required' } });

/**
 * `state`: one state, or several comma-separated (`pending,awaiting_goods`): a tab that groups
 * states reads one list, paged and counted by the database.
 */
export const refundListQuerySchema = pageQuerySchema.extend({
  state: z
    .string()
    .regex(new RegExp(`^(${REFUND_STATES.join('|')})(,(${REFUND_STATES.join('|')})){0,${REFUND_STATES.length - 1}}$`))
    .transform((v) => v.split(',') as RefundState[])
    .optional(),
});

export const refundEligibilityQuerySchema = z.object({ order_id: idSchema });

export const refundSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  order_sn: z.string(),
  order_item_id: z.number(),
  shop: z.object({ id: z.number(), name: z.string() }),
  /** The buyer's first name (the seller centre names who asks). */
  buyer_firstname: z.string(),
  /** The product's name in the reader's language, as sold. */
  product: z.string(),
  product_id: z.number(),
  image: z.string(),
  options: z.record(z.string(), z.string()),
  /** The line's unit price. */
  price: z.number(),
  quantity: z.number(),
  /** Cents back to the buyer. */
  amount: z.number(),
  type: z.enum(REFUND_TYPES),
  state: z.enum(REFUND_STATES),
  reason: z.enum(REFUND_REASONS),
  description: z.string(),
  images: z.array(z.string()),
  seller_reason: z.string(),
  /** The buyer's reason for asking the mall to decide. */
  escalate_reason: z.string(),
  admin_reason: z.string(),
  /** Escalated to the mall at some point (it stays 1 after the mall decided). */
  escalated: z.number(),
  log_sn: z.string(),
  send_date: z.string().nullable(),
  /** Where the money went (or goes): the wallet, or the card that paid. */
  refund_to: z.enum(['wallet', 'card']),
  /** 1 when the card provider refused the refund: an operator settles it by hand. */
  card_refund_failed: z.number(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  escalated_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** The operators' list adds the buyer. */
export const adminRefundSchema = refundSchema.extend({ user: z.object({ id: z.number(), firstname: z.string(), email: z.string() }) });
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** Per line of an order: how much may still be asked for, and the open request holding it, if any. */
export const refundEligibilitySchema = z.object({
  order_id: z.number(),
  /** The order may have after-sales now (paid, not cancelled, within the window). */
  eligible: z.boolean(),
  /** When the after-sales window closes (completion + `after_sales_days`); null until completed. */
  closes_at: z.string().nullable(),
  lines: z.array(
    z.object({
      order_item_id: z.number(),
      quantity: z.number(),
      refunded_quantity: z.number(),
      /** What a new request may still ask for (0 while an open request holds the line). */
      refundable_quantity: z.number(),
      open_request: z.object({ id: z.number(), state: z.enum(REFUND_STATES) }).nullable(),
    }),
  ),
});
export type RefundEligibility = z.infer<typeof refundEligibilitySchema>;

/** `after_sales_days`: days after completion a buyer may still ask (default 15). */
export const afterSalesSettingsSchema = z.object({ after_sales_days: z.number() });
export const afterSalesSettingsInputSchema = z.object({ after_sales_days: z.coerce.number().int().min(0).max(365) });

/**
 * `POST /admin/refund/decide`'s answer: the request, and what its shop owes the mall after it (US
 * cents, 0 when nothing): the mall's approval always pays the buyer back, and a seller whose balance
 * did not cover the sale taken back owes the rest.
 */
export const decidedRefundSchema = refundSchema.extend({ shop_owes: z.number() });
export type DecidedRefund = z.infer<typeof decidedRefundSchema>;
