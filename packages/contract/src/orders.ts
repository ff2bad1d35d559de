/** Orders after checkout: the buyer's list and detail, actions, the seller's side and tracking (spec §3, §4). */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './envelope';

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
/** Spec §4: to be shipped, shipped (on the road, in transit, delivered), completed (receipt confirmed), cancelled. */
export const DELIVERY_STATUSES = ['to_ship', 'on_the_road', 'in_transit', 'delivered', 'completed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Shipped in the spec's sense: on its way or arrived, not yet completed. Cancelling is refused from here on (2000033). */
export const SHIPPED_STATUSES: readonly DeliveryStatus[] = ['on_the_road', 'in_transit', 'delivered'];

/** The tabs of the purchase history: all, awaiting payment, then each delivery state. */
export const ORDER_TABS = ['all', 'unpaid', 'to_ship', 'shipped', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderListQuerySchema = pageQuerySchema.extend({ status: z.enum(ORDER_TABS).default('all') });
export const sellerOrderListQuerySchema = orderListQuerySchema.extend({ q: z.string().trim().max(100).optional() });

export const orderLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  variant_id: z.number(),
  /** The variant's SKU when sold (the packing slip's). */
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number(),
  quantity: z.number(),
  commented: z.number(),
});

export const orderSchema = z.object({
  id: z.number(),
  order_sn: z.string(),
  checkout_id: z.number(),
  shop: z.object({ id: z.number(), name: z.string() }),
  /** When it was placed (spec: date). */
  date: z.string(),
  /** Goods before shipping, tax and discounts (spec: price). */
  price: z.number(),
  num: z.number(),
  shipping_fee: z.number(),
  shipping_name: z.string(),
  tax: z.number(),
  /** The mall's tax rate the order was placed under, basis points (0: no tax charged); for the invoice. */
  tax_bps: z.number(),
  /** The shop's address as it gave it (the invoice's seller address); '' when it gave none. */
  shop_address: z.string(),
  /** All taken off the goods: the shop's coupon and the mall coupon's share. */
  discount: z.number(),
  /** The mall coupon's share of `discount`. */
  mall_discount: z.number(),
  actual_pay: z.number(),
  payment_method: z.enum(['wallet', 'card', 'cod']),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
  remark: z.string(),
  cancel_remark: z.string(),
  arrival_method: z.string(),
  log_sn: z.string(),
  pay_time: z.string().nullable(),
  deliver_time: z.string().nullable(),
  delivery_time: z.string().nullable(),
  success_time: z.string().nullable(),
  cancel_time: z.string().nullable(),
  /** An unpaid card order is cancelled at this time (ISO) unless paid first; null when not awaiting a card payment. */
  pay_by: z.string().nullable(),
  customer_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  address: z.object({ country: z.string(), state: z.string(), city: z.string(), postcode: z.string(), address: z.string() }),
  products: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderCountsSchema = z.record(z.enum(ORDER_TABS), z.number());

export const orderIdInputSchema = z.object({ id: idSchema });
export const orderCancelInputSchema = orderIdInputSchema.extend({ cancel_remark: z.string().trim().max(500).default('') });
export const orderPayInputSchema = orderIdInputSchema.extend({
  payment_method: z.enum(['wallet', 'card']),
  card_number: z.string().max(40).optional(),
  card_exp: z.string().max(10).optional(),
  card_cvc: z.string().max(10).optional(),
  card_name: z.string().trim().max(100).optional(),
  /** The wallet PIN (issue 23), asked when `payment_method` is `wallet`. */
  pin: z.string().trim().max(12).optional(),
});
/** Pictures one review may carry. */
export const REVIEW_IMAGES_MAX = 6;

export const orderCommentInputSchema = z.object({
  order_item_id: idSchema,
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(2000),
  /** The buyer's own uploads (POST /api/upload), a comma list or an array, at most REVIEW_IMAGES_MAX. */
  images: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().trim().min(1).max(300)).max(REVIEW_IMAGES_MAX))
    .default([]),
});

export const shipInputSchema = orderIdInputSchema.extend({
  log_sn: z.string().trim().min(3).max(60),
  arrival_method: z.string().trim().min(1).max(60),
});
export const deliveryInputSchema = orderIdInputSchema.extend({ delivery_status: z.enum(['in_transit', 'delivered']) });

export const trackQuerySchema = z.object({ order_sn: z.string().trim().min(6).max(40), email: z.email().max(254) });
