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
  /** The mall's logo, an uploaded picture's path ('' for none). */
  logo: z.string(),
  service_url: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  /** The mall's postal address, as written (several lines allowed). */
  contact_address: z.string(),
  /** When support answers, as written (e.g. "Mon–Fri 9:00–18:00 (UTC+8)"). */
  contact_hours: z.string(),
  free_delivery_pieces: z.number(),
  static_base_url: z.string(),
  /** Stripe's publishable key when the card is entered in Stripe's Payment Element; '' for the mall's own card form. */
  card_element_key: z.string(),
  /** The mall's time zone (IANA, `website_config.time_zone`; UTC when unset), which the day ends in. */
  time_zone: z.string(),
  /** The day-end countdown (spec §3, §9): whole seconds from `server_time` to the end of the current day in `time_zone`. */
  day_left: z.number(),
  /** The server's clock when it answered (ISO-8601 UTC): countdowns follow it, not the device's. */
  server_time: z.string(),
});
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

/** The website config's contact details and live-chat address, as the admin console edits them. */
export const siteContactSchema = z.object({
  service_url: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_address: z.string(),
  contact_hours: z.string(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

/**
 * `POST /api/admin/site/contact`: a field not sent is kept, '' clears it. `service_url` is the
 * live-chat widget's https (or http) address; `contact_email` an e-mail address.
 */
export const siteContactInputSchema = z.object({
  service_url: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500)
        .url()
        .regex(/^https?:\/\//i),
    ])
    .optional(),
  contact_email: z.union([z.literal(''), z.string().trim().toLowerCase().max(254).email()]).optional(),
  contact_phone: z.string().trim().max(40).optional(),
  contact_address: z.string().trim().max(500).optional(),
  contact_hours: z.string().trim().max(200).optional(),
});
export type SiteContactInput = z.infer<typeof siteContactInputSchema>;

export const storeQuerySchema = z.object({ type: z.enum(['advert', 'website_config']) });

export const brandSchema = z.object({ id: z.number(), name: z.string(), logo: z.string(), product_count: z.number() });
export type Brand = z.infer<typeof brandSchema>;

/** A category with its name in the request's language plus `name_{lang}` for every language. */
export const categorySchema = z
  .object({ id: z.number(), parent_id: z.number().nullable(), name: z.string(), image: z.string(), product_count: z.number() })
  .catchall(z.unknown());
export type Category = z.infer<typeof categorySchema> & { children?: Category[] };

export const newsletterInputSchema = z.object({ email: z.string().trim().toLowerCase().max(254).email() });
