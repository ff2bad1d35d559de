/**
 * The affiliate programme (spec §1, §6): every user has an invitation code and a link to the
 * registration page carrying it; a user who registered with it is the referrer's for good, and
 * each of their completed orders earns the referrer a share (website config `affiliate_bps`) of
 * its goods, paid by the mall into the referrer's wallet. US cents.
 */
import { z } from 'zod';
import { pageQuerySchema } from './envelope';

export const affiliateSummarySchema = z.object({
  invitation_code: z.string(),
  /** The registration page with the code filled in (`…/#/pages/users/register?code=…`). */
  link: z.string(),
  /** Users who registered with the code. */
  referred_count: z.number(),
  /** Shares of referred buyers' completed orders, all time and in this UTC month. */
  earnings_total: z.number(),
  earnings_this_month: z.number(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const affiliateReferralsQuerySchema = pageQuerySchema;

/** One referred user, newest first. */
export const affiliateReferralSchema = z.object({
  id: z.number(),
  /** Shortened as on reviews ("B***r"). */
  name: z.string(),
  /** When they registered. */
  joined_at: z.string(),
  /** Their completed orders that earned the referrer a share, and the shares' sum. */
  orders: z.number(),
  earnings: z.number(),
});
export type AffiliateReferral = z.infer<typeof affiliateReferralSchema>;
