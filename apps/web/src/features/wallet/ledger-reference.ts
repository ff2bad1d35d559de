/**
 * What a ledger row is about, in the reader's words: the operator's remark when there is one,
 * else its reference ("recharge:12") as "Top-up #12"; an operator's own id is never shown.
 * @example ledgerNote({ remark: '', reference: 'order:31' }) // 'Order #31'
 */
import i18n from 'i18next';

const KNOWN = ['order', 'checkout', 'recharge', 'withdrawal'] as const;

export function ledgerNote(row: { remark: string; reference: string }): string {
  if (row.remark) return row.remark;
  const [kind, id] = row.reference.split(':');
  return KNOWN.includes(kind as (typeof KNOWN)[number]) && id ? i18n.t(`wallet.ledger.ref.${kind}`, { id }) : '';
}
