/**
 * The admin console's Orders: every order of the mall with filters, its detail (timeline, ledger,
 * operators' notes) and the mall's actions: cancel with a reason, confirm delivery, add a note
 * (`/api/admin/order/*`). Money is integer US cents.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';
import { DELIVERY_STATUSES, orderSchema, PAYMENT_STATUSES } from './orders';

/** The list's state filter: the purchase-history tabs, each delivery state alone, and card refunds the provider refused. */
export const ADMIN_ORDER_STATES = [
  'unpaid',
  'to_ship',
  'shipped',
  'on_the_road',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
  'refund_failed',
] as const;
export type AdminOrderState = (typeof ADMIN_ORDER_STATES)[number];

export const PAYMENT_METHODS = ['wallet', 'card', 'cod'] as const;

/** Rows one export may hold; a larger selection is cut there (narrow the filter). */
export const ORDER_EXPORT_MAX = 10_000;

/** An empty form field (`state=`) is no filter. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The list's and the export's filters; `buyer` is a user id or an e-mail, `from`/`to` are days (UTC, both included), `q` an order number or its start. */
export const adminOrderFilterSchema = z.object({
  state: optional(z.enum(ADMIN_ORDER_STATES)),
  payment_method: optional(z.enum(PAYMENT_METHODS)),
  shop_id: optional(idSchema),
  buyer: optional(z.string().trim().min(1).max(254)),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().trim().min(1).max(40)),
});
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

export const adminOrderListQuerySchema = pageQuerySchema.extend(adminOrderFilterSchema.shape);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

const person = z.object({ id: z.number(), email: z.string(), firstname: z.string() });

export const adminOrderRowSchema = z.object({
  id: z.number(),
  order_sn: z.string(),
  date: z.string(),
  shop: z.object({ id: z.number(), name: z.string() }),
  buyer: person,
  customer_name: z.string(),
  num: z.number(),
  actual_pay: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The card provider refused to take back this cancelled order's money: an operator settles it by hand. */
  card_refund_failed: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const TIMELINE_KINDS = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'settled',
  'refund',
  'note',
  'mall_cancel',
  'mall_deliver',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One moment of the order's life, oldest first: from its own timestamps, its refund requests and the operators' record. */
export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The remark, reason, note or logistics number that goes with it ('' when none). */
  text: z.string(),
  /** The operator, for the mall's own events. */
  author: z.string().nullable(),
});

export const orderNoteSchema = z.object({
  id: z.number(),
  kind: z.enum(['note', 'cancel', 'deliver']),
  body: z.string(),
  author: z.object({ id: z.number(), firstname: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** One journal entry with this order's postings in it (signed cents into each account). */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  reference: z.string(),
  kind: z.string(),
  created_at: z.string(),
  postings: z.array(z.object({ account: z.string(), type: z.string(), amount: z.number() })),
});

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  buyer: person,
  card_refund_failed: z.boolean(),
  settled_at: z.string().nullable(),
  refunded_amount: z.number(),
  /**
   * A cancelled paid order's money on its way back: to the wallet (done in the cancel), or to the
   * card (`owed` until the provider took it, `failed` when it refused); null when nothing was paid.
   */
  money_back: z.object({ amount: z.number(), to: z.enum(['wallet', 'card']), state: z.enum(['done', 'owed', 'failed']) }).nullable(),
  refunds: z.array(z.object({ id: z.number(), type: z.string(), state: z.string(), amount: z.number(), created_at: z.string() })),
  timeline: z.array(timelineEventSchema),
  notes: z.array(orderNoteSchema),
  ledger: z.array(ledgerEntrySchema),
  /** What the mall may do now: cancel (not shipped, nothing refunded yet), confirm delivery (shipped). */
  actions: z.object({ cancel: z.boolean(), deliver: z.boolean() }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderIdSchema = z.object({ id: idSchema });
export const adminOrderCancelInputSchema = z.object({ id: idSchema, reason: z.string().trim().min(1).max(500) });
export const adminOrderNoteInputSchema = z.object({ id: idSchema, body: z.string().trim().min(1).max(2000) });
