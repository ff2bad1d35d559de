/**
 * A product as buyers will see it, whatever its status: what the admin's review and the seller's
 * editor show before (or after) it is on sale. The product page's answer without the lists shown
 * beside it (`related` and `best_sellers` are empty), plus the review's state.
 */
import { z } from 'zod';
import { productDetailSchema } from './catalog';
import { SELLER_PRODUCT_STATUSES } from './seller';

export const productPreviewSchema = productDetailSchema.extend({
  status: z.enum(SELLER_PRODUCT_STATUSES).or(z.literal('draft')),
  /** The reviewer's reason for refusing it; '' unless `rejected`. */
  review_reason: z.string(),
});
export type ProductPreview = z.infer<typeof productPreviewSchema>;

/**
 * The console's preview adds the languages the seller wrote (a name of their own, not English
 * standing in), in the mall's language order, so the reviewer can read each and see which are missing.
 */
export const adminProductPreviewSchema = productPreviewSchema.extend({ written_langs: z.array(z.string()) });
export type AdminProductPreview = z.infer<typeof adminProductPreviewSchema>;
