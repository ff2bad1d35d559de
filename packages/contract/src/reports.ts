/**
 * The console's reports and newsletter subscribers. Figures that are money are integer US cents
 * read from the books' postings (sales: what buyers paid for orders; commission: the mall's
 * commission account; refunds: refund requests paid back; cancelled: paid orders cancelled), so
 * they reconcile with the books to the cent. Days and months are UTC.
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { filterText } from './filter-text';

/** The longest range a report or an export covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** The default range: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))
  .optional()
  .or(z.literal('').transform(() => undefined));

/** `from`/`to`: days (YYYY-MM-DD, UTC, both included); by default the last 30 days; at most 366 days. */
export const reportRangeSchema = z.object({ from: day, to: day });
export type ReportRangeInput = z.input<typeof reportRangeSchema>;

export const REPORT_EXPORT_KINDS = ['orders', 'users', 'shop-sales'] as const;
export type ReportExportKind = (typeof REPORT_EXPORT_KINDS)[number];
/** `GET /admin/report/export`: `kind` and the range. */
export const reportExportQuerySchema = reportRangeSchema.extend({ kind: z.enum(REPORT_EXPORT_KINDS) });

/** The figures of a day, a month or the whole range. */
export const reportFiguresSchema = z.object({
  /** What buyers paid for orders (payments posted), cents. */
  sales: z.number(),
  /** Orders placed (rows created). */
  orders: z.number(),
  /** Accounts created. */
  new_users: z.number(),
  /** The mall's commission, net of what refunds gave back, cents. */
  commission: z.number(),
  /** Refund requests paid back to buyers, cents. */
  refunds: z.number(),
  /** Paid orders cancelled, their money back to the buyer, cents. */
  cancelled: z.number(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;
export const REPORT_FIGURES = ['sales', 'orders', 'new_users', 'commission', 'refunds', 'cancelled'] as const satisfies readonly (keyof ReportFigures)[];

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.literal('USD'),
  totals: reportFiguresSchema,
  /** Every day of the range, oldest first. */
  days: z.array(reportFiguresSchema.extend({ day: z.string() })),
  /** Every month the range touches, oldest first, counting only the range's days. */
  months: z.array(reportFiguresSchema.extend({ month: z.string() })),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const NEWSLETTER_STATES = ['subscribed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** `GET /admin/newsletter/list`: `q` is part of the e-mail; `state` narrows to one state. */
export const newsletterFilterSchema = z.object({
  q: filterText(254),
  state: z
    .enum(NEWSLETTER_STATES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const newsletterListQuerySchema = pageQuerySchema.extend(newsletterFilterSchema.shape);
export type NewsletterListQuery = z.input<typeof newsletterListQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  lang: z.string(),
  subscribed_at: z.string(),
  state: z.enum(NEWSLETTER_STATES),
  unsubscribed_at: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const newsletterPageSchema = pageSchema(newsletterSubscriberSchema);

export const newsletterUnsubscribeInputSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** The public link's token (`GET /customer/newsletter/unsubscribe?token=…`). */
export const newsletterTokenQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });
