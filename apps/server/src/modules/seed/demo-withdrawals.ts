/**
 * The demo's withdrawals, so the wallet, the payment settings page and the operators' queue show
 * real content: every demo buyer saves payment settings and the wallet PIN 123456 (with their
 * password, as the pages do);
 * Bianca's were saved long ago and she has one withdrawal paid and one pending; Kenji changed his
 * just now, so his pending one is flagged to the operator. All through the withdrawal services;
 * the notices they sent are left read. Called by seed-demo.ts after the demo's buying.
 */
import { type PaymentSettingsInput, paymentSettingsInputSchema } from '@agora/contract/withdrawals';
import type { Db } from '../../db/database';
import { unwrap } from '../../lib/errors';
import { DAY } from '../../lib/time';
import { NoticeType } from '../notices/notify';
import { setWalletPin } from '../wallet/pin';
import { savePaymentSettings } from '../withdrawals/payment-settings';
import { reviewWithdrawal } from '../withdrawals/review';
import { requestWithdrawal } from '../withdrawals/withdraw';
import { DEMO_ADMIN, DEMO_BUYERS, DEMO_PASSWORDS } from './accounts';

/** Every demo buyer's wallet PIN (README, demo users). */
export const DEMO_WALLET_PIN = '123456';

/** Made-up details, one set per demo buyer, in the form's fields. */
const SETTINGS: Record<string, string>[] = [
  {
    bank_name: 'Harbour Federal Bank',
    account_name: 'Bianca Buyer',
    account_number: '004417829301',
    routing_number: '026009593',
    'wallet_USDT-TRC20': 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  },
  { bank_name: 'Sakura Trust Bank', account_name: 'Kenji Tanaka', account_number: '3081126', wallet_ETH: '0x7a3F9c1E52bD40a8e6C2D9f1B4e8A0c53D6e71F2' },
  { bank_name: 'Bank Nusantara', account_name: 'Siti Rahma', account_number: '8820193746', wallet_BTC: 'bc1q9h6mqc4xs0p7rgw3zj8k2yfn5tlv0d8ecw3m7u' },
];

export async function seedDemoWithdrawals(db: Db): Promise<void> {
  const admin = await db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [index, account] of DEMO_BUYERS.entries()) {
    const { id } = await db.selectFrom('user').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    const input: PaymentSettingsInput = paymentSettingsInputSchema.parse({ password: DEMO_PASSWORDS.buyer, ...SETTINGS[index] });
    unwrap(await savePaymentSettings(db, id, input));
    // The wallet PIN, set as the page sets it (with the password): paying from the wallet and withdrawing ask for it.
    unwrap(await setWalletPin(db, id, { pin: DEMO_WALLET_PIN, password: DEMO_PASSWORDS.buyer }));
    ids.push(id);
  }
  const [bianca, kenji] = ids as [number, number];
  // Bianca's details are old news: her withdrawals are not flagged.
  await db
    .updateTable('payment_settings')
    .set({ updated_at: new Date(Date.now() - 40 * DAY).toISOString() })
    .where('user_id', '=', bianca)
    .execute();

  const paid = unwrap(await requestWithdrawal(db, bianca, { amount: 6_000, method: 'bank', pin: DEMO_WALLET_PIN }));
  unwrap(await reviewWithdrawal(db, admin.id, { id: paid.id, approve: 1, remark: 'Paid by bank transfer' }));
  unwrap(await requestWithdrawal(db, bianca, { amount: 2_500, method: 'USDT-TRC20', pin: DEMO_WALLET_PIN }));
  unwrap(await requestWithdrawal(db, kenji, { amount: 4_000, method: 'bank', pin: DEMO_WALLET_PIN }));

  await db.updateTable('notice').set({ is_read: 1 }).where('type', '=', NoticeType.withdrawal).where('user_id', 'in', ids).execute();
}
