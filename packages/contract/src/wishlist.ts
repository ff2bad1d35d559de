/** Wishlist and compare calls: the bounds both the server and the web app keep. */
import { z } from 'zod';
import { idListSchema, idSchema } from './envelope';

/** Products side by side on the compare page. */
export const COMPARE_MAX = 4;

export const productIdInputSchema = z.object({ product_id: idSchema });

/** A guest's compare list joining the account's at login: a comma list, never longer than compare holds. */
export const compareMergeInputSchema = z.object({ product_ids: idListSchema(COMPARE_MAX) });
