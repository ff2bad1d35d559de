/**
 * What a ledger row is about, in the reader's words: its reference ("recharge:12") as "Top-up #12",
 * then the operator's remark when there is one (a payout's "Paid by bank transfer" still says which
 * withdrawal it paid); an operator's own id is never shown.
 * @example ledgerNote({ remark: '', reference: 'order:31' }) // 'Order #31'
 * @example ledgerNote({ remark: 'Paid by bank transfer', reference: 'withdrawal:3' }) // 'Withdrawal #3 · Paid by bank transfer'
 */
import i18n from 'i18next';

const KNOWN = ['order', 'checkout', 'recharge', 'withdrawal', 'refund'] as const;

export function ledgerNote(row: { remark: string; reference: string }): string {
  const [kind, id] = row.reference.split(':');
  const reference = KNOWN.includes(kind as (typeof KNOWN)[number]) && id ? i18n.t(`wallet.ledger.ref.${kind}`, { id }) : '';
  return [reference, row.remark].filter(Boolean).join(' · ');
}
