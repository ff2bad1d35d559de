/**
 * The demo's coupons: one running coupon from each demo shop and two from the mall, issued through
 * the same service as the seller centre and the admin console, and a few claimed by the first demo
 * buyer so "My coupons" and the checkout's coupon choice have something to show. Their dates are
 * relative to the seed's time, so a freshly started demo always has coupons running.
 */
import type { SaveCouponInput } from '@agora/contract/coupons';
import type { Db } from '../../db/database';
import { unwrap } from '../../lib/errors';
import { claimCoupon } from '../coupons/buyer-coupons';
import { saveCoupon } from '../coupons/issue-coupons';
import { DEMO_BUYERS } from './accounts';
import { demoShops } from './demo-catalog';

const DAY = 86_400_000;

/** Per demo shop (by key): its coupon's code and terms. */
const SHOP_COUPONS: Record<string, Omit<SaveCouponInput, 'starts_at' | 'ends_at'>> = {
  'pixel-harbor': { code: 'PIXEL20', kind: 'amount', value: 2000, min_spend: 15_000, quantity: 200 },
  'mira-atelier': { code: 'MIRA10', kind: 'percent', value: 1000, max_discount: 1500, min_spend: 4000, quantity: 300 },
  'green-basket': { code: 'FRESH5', kind: 'amount', value: 500, min_spend: 3000, quantity: 500 },
  playfield: { code: 'PLAY15', kind: 'percent', value: 1500, max_discount: 2500, min_spend: 5000, quantity: 150 },
};

const MALL_COUPONS: Omit<SaveCouponInput, 'starts_at' | 'ends_at'>[] = [
  { code: 'WELCOME5', kind: 'amount', value: 500, min_spend: 2500, quantity: 10_000 },
  { code: 'AGORA8', kind: 'percent', value: 800, max_discount: 3000, min_spend: 10_000, quantity: 1000 },
];

export async function seedDemoCoupons(db: Db, now = Date.now()): Promise<void> {
  const dates = { starts_at: new Date(now - 7 * DAY).toISOString(), ends_at: new Date(now + 60 * DAY).toISOString() };
  const claimed: number[] = [];
  for (const shop of demoShops) {
    const terms = SHOP_COUPONS[shop.key];
    if (!terms) continue;
    const row = await db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select('shop.id')
      .where('user.email', '=', shop.owner.email)
      .executeTakeFirstOrThrow();
    const coupon = unwrap(await saveCoupon(db, row.id, { ...terms, ...dates }));
    if (claimed.length < 2) claimed.push(coupon.id);
  }
  for (const terms of MALL_COUPONS) {
    const coupon = unwrap(await saveCoupon(db, null, { ...terms, ...dates }));
    if (claimed.length < 3) claimed.push(coupon.id);
  }
  const buyer = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', (DEMO_BUYERS[0] as { email: string }).email)
    .executeTakeFirstOrThrow();
  for (const id of claimed) unwrap(await claimCoupon(db, buyer.id, id));
}
