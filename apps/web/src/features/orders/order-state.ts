/**
 * What an order's two states mean to its buyer: one status to show (awaiting payment before
 * anything else), and which actions it offers now. The server decides; these only choose what
 * to show, and a refusal (the seller shipped a moment ago) is answered in the action's dialog.
 * @example orderStatus({ payment_status: 'unpaid', payment_method: 'card', delivery_status: 'to_ship' }) // 'unpaid'
 */
import { type DeliveryStatus, type Order, SHIPPED_STATUSES } from '@agora/contract/orders';

export type OrderStatus = 'unpaid' | DeliveryStatus;

type States = Pick<Order, 'payment_status' | 'payment_method' | 'delivery_status'>;

/** A card or wallet order not yet paid waits for payment; cash on delivery is paid at the door. */
export const awaitsPayment = (order: States): boolean =>
  order.payment_status === 'unpaid' && order.payment_method !== 'cod' && order.delivery_status === 'to_ship';

export function orderStatus(order: States): OrderStatus {
  return awaitsPayment(order) ? 'unpaid' : order.delivery_status;
}

/** The badge colour of each status. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'orange',
  to_ship: 'blue',
  on_the_road: 'teal',
  in_transit: 'teal',
  delivered: 'teal',
  completed: 'green',
  cancelled: 'gray',
};

export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'track';

/**
 * The buyer's actions for the order as it is: pay and cancel before shipping, confirm receipt once
 * shipped, track once it is paid for (or cash on delivery) and not cancelled. Reviews are offered on each line of a completed order.
 */
export function orderActions(order: States): OrderAction[] {
  const actions: OrderAction[] = [];
  if (awaitsPayment(order)) actions.push('pay');
  if (order.delivery_status === 'to_ship') actions.push('cancel');
  if (SHIPPED_STATUSES.includes(order.delivery_status)) actions.push('confirm');
  if (order.delivery_status !== 'cancelled' && !awaitsPayment(order)) actions.push('track');
  return actions;
}
