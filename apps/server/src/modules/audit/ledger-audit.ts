/**
 * The books, checked (README, "The books"): every journal entry sums to zero; every wallet equals
 * its statement and its accounts; every order's money came in once and went exactly to the seller,
 * the mall and back to the buyer; every refund, card charge, top-up and withdrawal posted what its
 * record says. Read-only; `npm run audit:ledger` runs it, so does the test suite, and the console's
 * books page shows its findings.
 */
import type { Executor } from '../../db/database';
import { checkEntries, checkWallets } from './books-checks';
import type { AuditProblem } from './breach';
import { checkCardCharges, checkOrders, checkRefunds } from './order-checks';
import { checkTopUps, checkWithdrawals } from './record-checks';

export type { AuditProblem };

export interface AuditResult {
  checked_at: string;
  wallets: number;
  problems: AuditProblem[];
}

export async function auditLedger(db: Executor, now = new Date()): Promise<AuditResult> {
  const problems: AuditProblem[] = [];
  const add = (kind: string, id: number, detail: string) => problems.push({ kind, id, detail });
  for (const check of [checkEntries, checkWallets, checkOrders, checkRefunds, checkCardCharges, checkTopUps, checkWithdrawals]) await check(db, add);
  const wallets = await db
    .selectFrom('wallet')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { checked_at: now.toISOString(), wallets: Number(wallets.n), problems };
}

/** Keeps the last result where the admin console reads it. */
export async function saveAuditResult(db: Executor, result: AuditResult): Promise<void> {
  const value = JSON.stringify({ ...result, problems: result.problems.slice(0, 200), problem_count: result.problems.length });
  await db
    .insertInto('website_config')
    .values({ key: 'ledger_audit_last', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
