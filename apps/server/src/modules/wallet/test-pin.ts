/**
 * Test helpers for the wallet PIN: the PIN test users pay and withdraw with, and giving a user it
 * (as `set_wallet_pin` stores it: its hash; one hash made per test file, at the tests' low cost).
 * @example await givePin(t.app.db, buyer.id); await withdraw({ ..., pin: TEST_PIN });
 */
import type { Executor } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';

export const TEST_PIN = '123456';
let hashed: Promise<string> | undefined;

export async function givePin(db: Executor, userId: number): Promise<void> {
  hashed ??= hashPassword(TEST_PIN);
  await db
    .insertInto('wallet_pin')
    .values({ user_id: userId, pin_hash: await hashed, updated_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
