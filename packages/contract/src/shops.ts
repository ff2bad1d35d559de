/**
 * Becoming a seller: the shop application a user sends, what they read back about it, and the
 * admin's review of it (and of a shop's commission). Bounds live here so the server and the web
 * form check the same thing.
 */
import { z } from 'zod';
import { nameProblem, phoneSchema } from './auth';
import { idSchema, pageQuerySchema } from './envelope';
import { repeatSchema } from './repeat-flags';

export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 60;
export const SHOP_ADDRESS_MIN = 5;
export const SHOP_ADDRESS_MAX = 200;
export const SHOP_DESCRIPTION_MAX = 1000;
export const REVIEW_REASON_MAX = 500;
/** Basis points: 10000 is all of a sale. */
export const COMMISSION_BPS_MAX = 10_000;
/** The mall's commission when website config has no `commission_bps`: 10 %. */
export const DEFAULT_COMMISSION_BPS = 1000;

export const SHOP_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ShopApplicationStatus = (typeof SHOP_APPLICATION_STATUSES)[number];

/** Text a shop shows to every buyer: no control or direction-changing characters, not blank. */
const shopText = (min: number, max: number) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const reason = nameProblem(text);
      if (reason) ctx.addIssue({ code: 'custom', message: reason, params: { reason } });
    })
    .trim()
    .min(min)
    .max(max);

/** An upload's path as `POST /api/upload` answered it (bare, or under the media address). */
const uploadPath = z.string().trim().min(1).max(500);

export const applySellerInputSchema = z.object({
  shop_name: shopText(SHOP_NAME_MIN, SHOP_NAME_MAX),
  contact: phoneSchema,
  email: z.string().trim().toLowerCase().max(254).email(),
  address: shopText(SHOP_ADDRESS_MIN, SHOP_ADDRESS_MAX),
  description: z.string().trim().max(SHOP_DESCRIPTION_MAX).optional().default(''),
  id_front_image: uploadPath,
  id_back_image: uploadPath,
});
export type ApplySellerInput = z.infer<typeof applySellerInputSchema>;

export const appliedSchema = z.object({
  id: z.number(),
  shop_name: z.string(),
  status: z.literal('pending'),
  created_at: z.string(),
});
export type Applied = z.infer<typeof appliedSchema>;

/** The caller's own latest application, as the state page shows it. */
export const sellerApplicationSchema = z.object({
  id: z.number(),
  shop_name: z.string(),
  contact: z.string(),
  email: z.string(),
  address: z.string(),
  description: z.string(),
  status: z.enum(SHOP_APPLICATION_STATUSES),
  /** Why the reviewer refused it; '' otherwise. */
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

export const adminApplicationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(SHOP_APPLICATION_STATUSES).optional(),
});

/** One row of the admin's list: the application with its applicant. */
export const adminApplicationSchema = sellerApplicationSchema.extend({
  user_id: z.number(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  shop_id: z.number().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** The detail adds the ID pictures and who reviewed it. */
export const adminApplicationDetailSchema = adminApplicationSchema.extend({
  id_front_image: z.string(),
  id_back_image: z.string(),
  reviewed_by: z.number().nullable(),
  /** The shop's own rate once approved (null: the mall's default), and that default. */
  commission_bps: z.number().nullable(),
  default_commission_bps: z.number(),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

/** The console's answers add `repeats`: other accounts it repeats (same ID picture, same phone), shown in red. */
export const flaggedApplicationSchema = adminApplicationSchema.extend({ repeats: z.array(repeatSchema) });
export type FlaggedApplication = z.infer<typeof flaggedApplicationSchema>;
export const flaggedApplicationDetailSchema = adminApplicationDetailSchema.extend({ repeats: z.array(repeatSchema) });
export type FlaggedApplicationDetail = z.infer<typeof flaggedApplicationDetailSchema>;

export const idParamsSchema = z.object({ id: idSchema });

/** '' or absent: the mall's default (website config `commission_bps`). */
const commissionBps = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(COMMISSION_BPS_MAX).optional());

export const reviewApplicationInputSchema = z.object({
  id: idSchema,
  approve: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  reason: z.string().trim().max(REVIEW_REASON_MAX).optional().default(''),
  commission_bps: commissionBps,
});
export type ReviewApplicationInput = z.infer<typeof reviewApplicationInputSchema>;

export const reviewedSchema = z.object({
  id: z.number(),
  status: z.enum(['approved', 'rejected']),
  shop_id: z.number().nullable(),
  reviewed_at: z.string(),
});
export type Reviewed = z.infer<typeof reviewedSchema>;

export const setCommissionInputSchema = z.object({
  shop_id: idSchema,
  commission_bps: commissionBps,
});

export const shopCommissionSchema = z.object({
  shop_id: z.number(),
  commission_bps: z.number().nullable(),
  default_commission_bps: z.number(),
});
