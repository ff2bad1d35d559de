/**
 * After logging in (or signing up), finishes what the guest started (login-intent.ts): saves the
 * heart they tapped, or claims the coupon they tapped "Claim" on. Loaded lazily by the session
 * code, as the first page never needs it.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { toast } from '../../lib/events';
import { claimAfterLogin } from '../coupons/api';
import { saveToWishlist } from '../wishlist/api';
import { loginIntent } from './login-intent';

export async function finishPendingAction(client: QueryClient): Promise<void> {
  const action = loginIntent.takeAction();
  if (!action) return;
  try {
    if (action.type === 'wishlist.add') {
      await saveToWishlist(client, action.productId);
      toast.emit({ message: i18n.t('wishlist.added'), kind: 'success' });
    } else if (action.type === 'coupon.claim') {
      await claimAfterLogin(client, action.couponId);
    }
  } catch {
    // The request layer has said why (e.g. the product is gone); the login itself succeeded.
  }
}
