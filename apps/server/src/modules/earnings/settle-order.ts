/**
 * Settling an order: once it is both completed and paid (whichever came last), its sale leaves the
 * shop's clearing for the owner's wallet less the commission, which the mall earns, and the
 * buyer's referrer is paid a share (the mall's expense), in one journal entry `settle:order:<id>`.
 * Cash on delivery is already in the seller's hands: the cash taken is charged to the seller's
 * wallet in the same entry, so the seller nets only what is owed either way (the commission, less
 * any mall coupon) and may go below zero for it; withdrawals wait until later earnings pay it back.
 * The orders module calls this inside the transaction that completes an order or marks it paid;
 * it claims the order with one conditional update (`settled_at is null`, completed, paid), so a
 * receipt, the sweep and a cash payment racing each other settle it once, and an order not yet
 * both does nothing.
 * @example await inTransaction(db, async (trx) => { if (await moveOrder(trx, …)) await settleOrder(trx, id, now); });
 */
import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/time';
import { accounts } from '../books/accounts';
import { type Posting, post } from '../books/journal';
import type { WalletLeg } from '../wallet/ledger';
import { affiliateShareOf, saleOf } from './amounts';
import { affiliateBps } from './settings';

/** Settles the order if it is completed, paid and not settled yet; answers whether this call did. */
export async function settleOrder(trx: Executor, orderId: number, now = nowIso()): Promise<boolean> {
  const claimed = await trx
    .updateTable('orders')
    .set({ settled_at: now })
    .where('id', '=', orderId)
    .where('settled_at', 'is', null)
    .where('delivery_status', '=', 'completed')
    .where('payment_status', '=', 'paid')
    .returning([
      'shop_id',
      'payment_method',
      'subtotal',
      'discount',
      'mall_discount',
      'shipping_fee',
      'actual_pay',
      'commission',
      'refunded_sale',
      'refunded_commission',
      'user_id',
      'affiliate_bps',
    ])
    .executeTakeFirst();
  if (!claimed) return false;

  // The shop's owner is paid the sale, the buyer's referrer a share.
  const { owner, referrer } = await trx
    .selectFrom('shop')
    .innerJoin('user as buyer', (join) => join.on('buyer.id', '=', claimed.user_id))
    .select(['shop.user_id as owner', 'buyer.invited_by as referrer'])
    .where('shop.id', '=', claimed.shop_id)
    .executeTakeFirstOrThrow();
  const money = {
    subtotal: Number(claimed.subtotal),
    discount: Number(claimed.discount),
    mall_discount: Number(claimed.mall_discount),
    shipping_fee: Number(claimed.shipping_fee),
    commission: Number(claimed.commission),
  };
  const reference = `order:${orderId}`;
  // Refunds approved before settling (modules/refunds) have already taken their share of the sale and commission.
  const saleLeft = Math.max(0, saleOf(money) - Number(claimed.refunded_sale));
  const commissionLeft = Math.max(0, money.commission - Number(claimed.refunded_commission));
  const wallets: WalletLeg[] = [{ userId: owner, amount: saleLeft, kind: 'sale', reference, orderId }];
  // Never more than the sale left: the commission was taken on its goods.
  if (commissionLeft > 0) wallets.push({ userId: owner, amount: -commissionLeft, kind: 'commission', reference, orderId, mayOwe: true });
  const postings: Posting[] = [
    { account: accounts.shopPending(claimed.shop_id), amount: -saleLeft, orderId },
    { account: accounts.commission, amount: commissionLeft, orderId },
  ];
  if (claimed.payment_method === 'cod') {
    // The buyer's cash went to the seller at the door: it counts against what the seller is owed.
    const cash = Number(claimed.actual_pay);
    wallets.push({ userId: owner, amount: -cash, kind: 'cod_cash', reference, orderId, mayOwe: true });
    postings.push({ account: accounts.shopCod(claimed.shop_id), amount: cash, orderId });
  }

  // The referral share is on the goods not refunded, and never more than the commission left, at
  // the rate in force when the order was placed (older orders: the rate now).
  const goodsLeft = { ...money, subtotal: Math.max(0, money.subtotal - Number(claimed.refunded_sale)), commission: commissionLeft };
  const share = referrer === null ? 0 : affiliateShareOf(goodsLeft, claimed.affiliate_bps ?? (await affiliateBps(trx)));
  if (referrer !== null && share > 0) {
    wallets.push({ userId: referrer, amount: share, kind: 'affiliate', reference, orderId });
    postings.push({ account: accounts.affiliate, amount: -share, orderId });
    await trx.updateTable('orders').set({ affiliate_user_id: referrer, affiliate_amount: share }).where('id', '=', orderId).execute();
  }
  const posted = await post(trx, { reference: `settle:${reference}`, kind: 'settlement', wallets, postings });
  if (!posted.ok) throw new Error(`settling ${reference}: its entry could not be posted`);
  return true;
}
