/**
 * A buyer's delivery addresses and the places they are picked from (`POST /api/citys`). Bounds
 * live here so the server and the web form check the same thing.
 */
import { z } from 'zod';
import { emailSchema, nameProblem, personNameSchema, phoneSchema } from './auth';
import { idSchema } from './envelope';

/** Addresses one buyer may keep; adding another answers 1000008 naming `id` (edit one instead). */
export const ADDRESS_MAX = 20;
export const STREET_MAX = 300;
export const CITY_MAX = 100;
export const POSTCODE_MAX = 16;

/** Text shown on labels and packing slips: no control or direction-changing characters. */
const addressText = (max: number) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const reason = nameProblem(text);
      if (reason) ctx.addIssue({ code: 'custom', message: reason, params: { reason } });
    })
    .trim()
    .max(max);

/** A form's empty field counts as not given. */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** ISO 3166-1 alpha-2, any case (`th` is `TH`). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);
/** A state's or province's code within its country, as `/api/citys` answers it. */
export const stateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,10}$/);

export const saveAddressInputSchema = z.object({
  /** Given: edit this address of the caller's; absent: add one. */
  id: z.preprocess(blankAsMissing, idSchema.optional()),
  first_name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  country: countryCodeSchema,
  /** Required when the country has states in the data, and then one of them. */
  state: z.preprocess(blankAsMissing, stateCodeSchema.optional()),
  /** Free text; required unless the country has no cities in the data. */
  city: addressText(CITY_MAX).optional().default(''),
  postcode: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(POSTCODE_MAX)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u)
      .optional(),
  ),
  address: addressText(STREET_MAX).min(1),
  /** 1 makes it the default (the others stop being it); 0 or absent leaves the default where it is. */
  is_default: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.literal([0, 1])),
});
export type SaveAddressInput = z.infer<typeof saveAddressInputSchema>;

export const addressIdInputSchema = z.object({ id: idSchema });

export const addressSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  /** The country's name in the reader's language. */
  country_name: z.string(),
  state: z.string(),
  /** The state's name in the reader's language where the data has it, else its usual (English) name; '' without a state. */
  state_name: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  is_default: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** `POST /api/citys`: nothing → countries; `country` → its states; `country` and `state` → its cities. */
export const placesInputSchema = z.object({
  country: z.preprocess(blankAsMissing, countryCodeSchema.optional()),
  state: z.preprocess(blankAsMissing, stateCodeSchema.optional()),
});
export type PlacesInput = z.infer<typeof placesInputSchema>;

/** A country or a state: its code and its name in the reader's language. */
export const placeSchema = z.object({ code: z.string(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;
export const citySchema = z.object({ name: z.string() });
export type City = z.infer<typeof citySchema>;
export const placesSchema = z.union([z.array(placeSchema), z.array(citySchema)]);
