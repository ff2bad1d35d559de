/**
 * The search box's type-ahead: `GET /search/suggest?q=`. Names are in the request's language;
 * prices are US cents (what the buyer pays now). With an empty `q` it answers `trending` only.
 */
import { z } from 'zod';

export const suggestQuerySchema = z.object({ q: z.string().max(100).default('') });

export const suggestAnswerSchema = z.object({
  products: z.array(z.object({ id: z.number(), name: z.string(), image: z.string(), thumb: z.string(), price: z.number() })),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  shops: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
  /** The most searched terms of the last days that find something (empty unless `q` is). */
  trending: z.array(z.object({ term: z.string(), count: z.number() })),
});
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;
