/** Start-up data: adverts by position, website config, brands and categories. */
import { z } from 'zod';

export const ADVERT_POSITIONS = ['top', 'center_top', 'center', 'center_bottom', 'bottom'] as const;
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number];

export const advertSchema = z.object({ id: z.number(), title: z.string(), image: z.string(), link: z.string() });
export type Advert = z.infer<typeof advertSchema>;
export const advertGroupsSchema = z.object(
  Object.fromEntries(ADVERT_POSITIONS.map((p) => [p, z.array(advertSchema)])) as Record<AdvertPosition, z.ZodArray<typeof advertSchema>>,
);
export type AdvertGroups = Record<AdvertPosition, Advert[]>;

export const websiteConfigSchema = z.object({
  site_name: z.string(),
  service_url: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  free_delivery_pieces: z.number(),
  static_base_url: z.string(),
});
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

export const storeQuerySchema = z.object({ type: z.enum(['advert', 'website_config']) });

export const brandSchema = z.object({ id: z.number(), name: z.string(), logo: z.string(), product_count: z.number() });
export type Brand = z.infer<typeof brandSchema>;

/** A category with its name in the request's language plus `name_{lang}` for every language. */
export const categorySchema = z
  .object({ id: z.number(), parent_id: z.number().nullable(), name: z.string(), image: z.string(), product_count: z.number() })
  .catchall(z.unknown());
export type Category = z.infer<typeof categorySchema> & { children?: Category[] };

export const newsletterInputSchema = z.object({ email: z.string().trim().toLowerCase().max(254).email() });
