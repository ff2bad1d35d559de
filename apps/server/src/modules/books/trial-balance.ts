/** The books as operators read them: the trial balance by kind of account, and the sellers who owe the mall. */
import { ACCOUNT_TYPES, type AccountType, type Books } from '@agora/contract/wallet';
import type { Executor } from '../../db/database';

export async function readBooks(db: Executor): Promise<Books> {
  const [sums, owing] = await Promise.all([
    db
      .selectFrom('posting')
      .select(['type', (eb) => eb.fn.sum<number>('amount').as('total'), (eb) => eb.fn.count<number>('account').distinct().as('accounts')])
      .groupBy('type')
      .execute(),
    db
      .selectFrom('wallet')
      .innerJoin('shop', 'shop.user_id', 'wallet.user_id')
      .innerJoin('user', 'user.id', 'wallet.user_id')
      .select(['wallet.user_id', 'user.email', 'shop.id as shop_id', 'shop.name as shop_name', 'wallet.balance'])
      .where('wallet.balance', '<', 0)
      .orderBy('wallet.balance')
      .limit(200)
      .execute(),
  ]);
  const byType = new Map(sums.map((row) => [row.type as AccountType, row]));
  const trial_balance = ACCOUNT_TYPES.map((type) => ({
    type,
    accounts: Number(byType.get(type)?.accounts ?? 0),
    total: Number(byType.get(type)?.total ?? 0),
  }));
  return {
    trial_balance,
    total: trial_balance.reduce((sum, row) => sum + row.total, 0),
    sellers_owing: owing.map((row) => ({ user_id: row.user_id, email: row.email, shop_id: row.shop_id, shop_name: row.shop_name, owed: -Number(row.balance) })),
  };
}
