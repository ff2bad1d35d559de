/**
 * `GET /admin/user/{id}`: a user's page, gathered read-only from the tables that hold each part
 * (profile, login lock, blocks, addresses, orders, wallet and ledger, refunds, conversations,
 * shop, referrals, sign-ins). Orders and ledger come a page at a time; the rest the latest 20.
 * @example const page = await userDetail(db, 42, { orders_page: 1, ledger_page: 2 })
 */
import { ErrorCode } from '@agora/contract/errors';
import type { UserDetail } from '@agora/contract/users-admin';
import { SECTION_PAGE_SIZE } from '@agora/contract/users-admin';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { HOUR, SECOND } from '../../lib/time';
import { FREE_FAILURES, HOURLY_FAILURES, loginWait } from '../auth/login-limits';
import {
  addressesOf,
  blocksOf,
  conversationsOf,
  findUser,
  firstnameOf,
  ledgerOf,
  loginRecord,
  ordersOf,
  referralsOf,
  refundsOf,
  rolesByUser,
  shopOf,
  signInsOf,
  staffRolesOfUser,
  walletOf,
} from './user-queries';

/** The failed-login limits' hold on the account now (the same rule as the list's `locked`). */
export async function lockOf(db: Executor, userId: number, now = Date.now()): Promise<UserDetail['lock']> {
  const record = await loginRecord(db, userId, new Date(now - HOUR).toISOString());
  const locked = record.failures >= FREE_FAILURES || record.recent.length >= HOURLY_FAILURES;
  return {
    locked,
    failures: record.failures,
    failures_this_hour: record.recent.length,
    wait_seconds: Math.ceil(loginWait(record, now) / SECOND),
  };
}

export async function userDetail(db: Executor, id: number, pages: { orders_page: number; ledger_page: number }): Promise<Result<UserDetail>> {
  const user = await findUser(db, id);
  if (!user) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const [roles, staffRoles, lock, blocks, addresses, orders, wallet, ledger, refunds, conversations, shop, invitedBy, referrals, signIns] = await Promise.all([
    rolesByUser(db, [id]),
    staffRolesOfUser(db, id),
    lockOf(db, id),
    blocksOf(db, id),
    addressesOf(db, id),
    ordersOf(db, id, pages.orders_page),
    walletOf(db, id),
    ledgerOf(db, id, pages.ledger_page),
    refundsOf(db, id),
    conversationsOf(db, id),
    shopOf(db, id),
    firstnameOf(db, user.invited_by),
    referralsOf(db, id),
    signInsOf(db, id),
  ]);
  const page = <T>(list: T[], total: number, p: number) => ({ list, total, page: p, page_size: SECTION_PAGE_SIZE });
  return ok({
    profile: {
      id: user.id,
      firstname: user.firstname,
      email: user.email,
      phone: user.phone,
      avatar: user.avatar,
      roles: roles.get(id) ?? [],
      state: user.status === 'active' ? 'active' : 'blocked',
      locked: lock.locked,
      created_at: user.created_at,
      lang: user.lang,
      staff_roles: staffRoles,
      invitation_code: user.invitation_code,
      updated_at: user.updated_at,
    },
    lock,
    blocks: blocks.map((b) => ({
      id: b.id,
      reason: b.reason,
      blocked_by: b.blocker_id === null ? null : { id: b.blocker_id, firstname: b.blocker_name ?? '' },
      blocked_at: b.blocked_at,
      unblocked_by: b.unblocker_id === null ? null : { id: b.unblocker_id, firstname: b.unblocker_name ?? '' },
      unblocked_at: b.unblocked_at,
    })),
    addresses: addresses.map((a) => ({ ...a, is_default: Number(a.is_default) === 1 })),
    orders: page(
      orders.list.map((o) => ({
        id: o.id,
        order_sn: o.order_sn,
        shop: { id: o.shop_id, name: o.shop_name },
        payment_method: o.payment_method,
        payment_status: o.payment_status,
        delivery_status: o.delivery_status,
        actual_pay: Number(o.actual_pay),
        created_at: o.created_at,
      })),
      orders.total,
      pages.orders_page,
    ),
    wallet: { balance: Number(wallet?.balance ?? 0), frozen: Number(wallet?.frozen ?? 0) },
    ledger: page(
      ledger.list.map((l) => ({ ...l, amount: Number(l.amount), balance_after: Number(l.balance_after) })),
      ledger.total,
      pages.ledger_page,
    ),
    refunds: { total: refunds.total, list: refunds.list.map((r) => ({ ...r, amount: Number(r.amount) })) },
    conversations: {
      total: conversations.total,
      list: conversations.list.map((c) => ({
        id: c.id,
        subject: c.subject,
        state: c.state,
        shop: c.shop_id === null ? null : { id: c.shop_id, name: c.shop_name ?? '' },
        last_message_at: c.last_message_at,
      })),
    },
    shop: shop ?? null,
    referrals: { invited_by: invitedBy, total: referrals.total, list: referrals.list },
    sign_ins: signIns,
  });
}
