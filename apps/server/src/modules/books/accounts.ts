/**
 * The chart of accounts (README, "The books"). Amounts are money into an account: a wallet's
 * account holds what its owner can spend, the mall's commission what it earned, and an account
 * through which money came from outside the mall (cards, bank transfers, cash at the door) or went
 * out of it (payouts) shows that flow with its sign. Every entry's postings sum to zero, so the
 * accounts together always sum to zero (the trial balance).
 */

import type { AccountType } from '@agora/contract/wallet';

export interface Account {
  code: string;
  type: AccountType;
  /** The user (wallets) or shop (pending, cash on delivery) it belongs to; null for the mall's. */
  ownerId: number | null;
}

const mall = (type: AccountType, name: string): Account => ({ code: `mall:${name}`, type, ownerId: null });

export const accounts = {
  /** A user's available balance (`wallet.balance`). */
  wallet: (userId: number): Account => ({ code: `user:${userId}:wallet`, type: 'wallet', ownerId: userId }),
  /** A user's frozen part (`wallet.frozen`): withdrawals asked for, not yet decided. */
  frozen: (userId: number): Account => ({ code: `user:${userId}:frozen`, type: 'frozen', ownerId: userId }),
  /** The mall's clearing for one shop: buyers' money for its paid orders, held until each settles (its pending earnings). */
  shopPending: (shopId: number): Account => ({ code: `shop:${shopId}:pending`, type: 'shop_pending', ownerId: shopId }),
  /** Cash on delivery the seller took at the door (negative: the buyer's cash is in the seller's hands until the order settles). */
  shopCod: (shopId: number): Account => ({ code: `shop:${shopId}:cod`, type: 'shop_cod', ownerId: shopId }),
  /** The card processor: negative by what cards paid in, back up by what went back to them. */
  card: mall('card', 'card'),
  /** Card money owed back to buyers that the processor has not yet taken back (a refund it refused waits here for an operator). */
  cardRefundsDue: mall('card_refunds_due', 'card-refunds-due'),
  commission: mall('commission', 'commission'),
  /** The mall's coupons: an expense, negative by what the mall gave off orders. */
  coupons: mall('coupons', 'coupons'),
  /** Referral rewards: an expense. */
  affiliate: mall('affiliate', 'affiliate'),
  /** Tax collected on orders, to be remitted. */
  tax: mall('tax', 'tax'),
  /** Offline top-ups: negative by what bank and crypto transfers brought in. */
  topUps: mall('top_ups', 'top-ups'),
  /** Withdrawals paid out of the mall. */
  payouts: mall('payouts', 'payouts'),
  withdrawalFees: mall('withdrawal_fees', 'withdrawal-fees'),
  /** Operators' credits and debits of wallets. */
  adjustments: mall('adjustments', 'adjustments'),
};
