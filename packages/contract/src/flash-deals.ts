/** Flash deals: a time window with a deal price and a limited quantity per variant. Times are ISO-8601 UTC. */
import { z } from 'zod';
import { productCardSchema } from './catalog';

export const dealStatusSchema = z.enum(['active', 'upcoming']);

export const flashDealSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    banner: z.string().nullable(),
    start_time: z.string(),
    end_time: z.string(),
    status: dealStatusSchema,
    item_count: z.number(),
  })
  .catchall(z.unknown());
export type FlashDeal = z.infer<typeof flashDealSchema>;

/** The server's clock comes with every answer, so a countdown never trusts the device's clock. */
export const flashDealListSchema = z.object({ list: z.array(flashDealSchema), total: z.number(), server_time: z.string() });
export type FlashDealList = z.infer<typeof flashDealListSchema>;

export const dealItemSchema = productCardSchema.extend({
  variant_id: z.number(),
  deal_price: z.number(),
  regular_price: z.number(),
  deal_quantity: z.number(),
  /** How many are still to be had at the deal price (never more than the variant's stock). */
  left: z.number(),
});
export type DealItem = z.infer<typeof dealItemSchema>;

export const flashDealDetailSchema = flashDealSchema.omit({ item_count: true }).extend({
  server_time: z.string(),
  list: z.array(dealItemSchema),
  total: z.number(),
});
export type FlashDealDetail = z.infer<typeof flashDealDetailSchema>;
