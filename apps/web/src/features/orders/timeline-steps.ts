/**
 * An order's story as steps: what has happened, with its time, oldest first, then what is still
 * to come (greyed). Cash on delivery is paid at the door, so its payment comes after delivery.
 * @example timelineSteps(order).map((s) => s.step) // ['placed', 'paid', 'shipped', 'delivered', 'completed']
 */
import type { Order } from '@agora/contract/orders';

export type TimelineStep = 'placed' | 'paid' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

export interface Step {
  step: TimelineStep;
  /** When it happened; null for a step still to come. */
  at: string | null;
}

type Times = Pick<
  Order,
  'date' | 'pay_time' | 'deliver_time' | 'delivery_time' | 'success_time' | 'cancel_time' | 'payment_method' | 'payment_status' | 'delivery_status'
>;

export function timelineSteps(order: Times): Step[] {
  const done: Step[] = [
    { step: 'placed' as const, at: order.date },
    { step: 'paid' as const, at: order.pay_time },
    { step: 'shipped' as const, at: order.deliver_time },
    { step: 'delivered' as const, at: order.delivery_time },
    { step: 'completed' as const, at: order.success_time },
    { step: 'cancelled' as const, at: order.cancel_time },
  ].filter((step) => step.at !== null);
  // Stable: steps at the same moment keep the order above (confirming receipt delivers and completes at once).
  done.sort((a, b) => Date.parse(a.at as string) - Date.parse(b.at as string));
  if (order.delivery_status === 'cancelled' || order.delivery_status === 'completed') return done;

  const reached = new Set(done.map((step) => step.step));
  const ahead: TimelineStep[] = order.payment_method === 'cod' ? ['shipped', 'delivered', 'paid', 'completed'] : ['paid', 'shipped', 'delivered', 'completed'];
  return [...done, ...ahead.filter((step) => !reached.has(step)).map((step) => ({ step, at: null }))];
}
