/**
 * When an order must be paid by: a card order still unpaid and not yet cancelled is cancelled by
 * the sweep (sweeps.ts) once `card_pay_minutes` have passed since it was placed. Other orders have
 * no such time (wallet orders are paid when placed, cash on delivery at the door): null.
 *
 * @example
 * payBy({ payment_method: 'card', payment_status: 'unpaid', delivery_status: 'to_ship', created_at: '2026-11-28T10:00:00.000Z' }, 30)
 * // '2026-11-28T10:30:00.000Z'
 */
import { MINUTE } from '../../lib/time';

export interface PayableOrder {
  payment_method: string;
  payment_status: string;
  delivery_status: string;
  created_at: string;
}

export function payBy(order: PayableOrder, cardPayMinutes: number): string | null {
  if (order.payment_method !== 'card' || order.payment_status !== 'unpaid' || order.delivery_status !== 'to_ship') return null;
  return new Date(Date.parse(order.created_at) + cardPayMinutes * MINUTE).toISOString();
}
