/**
 * A refund request paid back, as one entry: the buyer's money (to the wallet, or owed back to the
 * card until the provider takes it) comes out of the order's clearing while it is unsettled, or,
 * once settled, out of the seller's wallet (the sale less the commission, which the mall gives
 * back); the tax goes back with it and the mall's coupon share returns to the mall. The parts
 * always balance: amount = sale + tax − mall coupon (refunds/refund-amounts.ts).
 */
import type { Executor } from '../../db/database';
import type { Result } from '../../lib/errors';
import type { WalletLeg } from '../wallet/ledger';
import { accounts } from './accounts';
import { type Posted, type Posting, post } from './journal';

export interface RefundPayment {
  requestId: number;
  orderId: number;
  shopId: number;
  buyerId: number;
  /** The shop's owner, whose wallet a settled order's sale comes back from. */
  ownerId: number;
  settled: boolean;
  toCard: boolean;
  /** The mall decided: the seller's balance may go below zero for the reversal. */
  sellerMayOwe: boolean;
  amounts: { amount: number; sale: number; commission: number; tax: number; mall_coupon: number };
}

/** Posts the refund; 2000022 when a settled order's seller cannot cover the reversal and may not owe. */
export function postRefund(trx: Executor, refund: RefundPayment): Promise<Result<Posted>> {
  const { amounts, orderId } = refund;
  const reference = `refund:${refund.requestId}`;
  const wallets: WalletLeg[] = [];
  const postings: Posting[] = [
    { account: accounts.tax, amount: -amounts.tax, orderId },
    { account: accounts.coupons, amount: amounts.mall_coupon, orderId },
  ];
  if (refund.settled) {
    // The commission comes back first, so the seller's debit is only the net of the two.
    if (amounts.commission > 0) wallets.push({ userId: refund.ownerId, amount: amounts.commission, kind: 'commission', reference, orderId });
    if (amounts.sale > 0) wallets.push({ userId: refund.ownerId, amount: -amounts.sale, kind: 'sale', reference, orderId, mayOwe: refund.sellerMayOwe });
    postings.push({ account: accounts.commission, amount: -amounts.commission, orderId });
  } else {
    postings.push({ account: accounts.shopPending(refund.shopId), amount: -amounts.sale, orderId });
  }
  if (refund.toCard) postings.push({ account: accounts.cardRefundsDue, amount: amounts.amount, orderId });
  else wallets.push({ userId: refund.buyerId, amount: amounts.amount, kind: 'order_refund', reference, orderId });
  return post(trx, { reference, kind: 'refund', wallets, postings });
}
