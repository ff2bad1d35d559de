/**
 * Test helpers for withdrawals: a registered buyer (who has a password, for the settings form)
 * with money in the wallet, payment settings written as a save writes them (optionally long ago,
 * so withdrawals are not flagged), and the wallet's parts.
 * @example const user = await payee(t.app, 50_000, { daysAgo: 3 });
 */
import type { FastifyInstance } from 'fastify';
import { DAY } from '../../lib/time';
import { proveEmail } from '../account/test-account';
import { postAdjustment } from '../books/wallet-entries';
import { registerBuyer, type TestUser } from '../notices/test-notices';
import { givePin } from '../wallet/test-pin';
import { EMPTY_SETTINGS } from './payout-details';
import { writePaymentSettings } from './queries';

export const BANK = { bank_name: 'First Harbour Bank', account_name: 'Mira Tan', account_number: '0012345678', routing_number: '021000021' };
export const TRC20 = 'TXk9dQ1rM2pVbq8Zs4nH7yLc3wE5uJ6aRf';

/**
 * Bank details and a USDT (TRC20) address, saved `daysAgo` days ago (0: just now, so withdrawals are
 * flagged); the user's e-mail address is proved too, as withdrawing waits for it, and the user has
 * the wallet PIN `TEST_PIN`, which withdrawing asks for.
 */
export async function givePaymentSettings(app: FastifyInstance, userId: number, daysAgo = 3): Promise<void> {
  await proveEmail(app, userId);
  await givePin(app.db, userId);
  await writePaymentSettings(app.db, userId, {
    ...EMPTY_SETTINGS,
    ...BANK,
    wallets: { 'USDT-TRC20': TRC20 },
    updated_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
  });
}

/** A registered buyer with `balance` cents (an operator's credit) and, unless `settings` is false, payment settings. */
export async function payee(app: FastifyInstance, balance: number, options: { settings?: boolean; daysAgo?: number } = {}): Promise<TestUser> {
  const user = await registerBuyer(app);
  await proveEmail(app, user.id);
  if (balance) await postAdjustment(app.db, { userId: user.id, amount: balance, remark: 'test', createdBy: null });
  if (options.settings !== false) await givePaymentSettings(app, user.id, options.daysAgo ?? 3);
  return user;
}

export async function walletOf(app: FastifyInstance, userId: number): Promise<{ balance: number; frozen: number }> {
  const row = await app.db.selectFrom('wallet').select(['balance', 'frozen']).where('user_id', '=', userId).executeTakeFirst();
  return { balance: row?.balance ?? 0, frozen: row?.frozen ?? 0 };
}

export const ledgerOf = (app: FastifyInstance, reference: string) =>
  app.db.selectFrom('wallet_ledger').select(['kind', 'amount', 'frozen_change', 'created_by']).where('reference', '=', reference).orderBy('id').execute();

export const noticesOf = (app: FastifyInstance, userId: number) =>
  app.db.selectFrom('notice').select(['type', 'state', 'template', 'params', 'ref_id', 'is_read']).where('user_id', '=', userId).orderBy('id').execute();
