/**
 * What the shop can do with an order as it is (the server decides; this chooses the buttons):
 * ship a paid or cash-on-delivery order, move a shipped one to in transit or delivered, and take
 * the cash of a cash-on-delivery order.
 * @example shopMoves({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'to_ship' }) // ['ship', 'paid']
 */
import type { Order } from '@agora/contract/orders';

export type ShopMove = 'ship' | 'in_transit' | 'delivered' | 'paid';

export function shopMoves(order: Pick<Order, 'payment_method' | 'payment_status' | 'delivery_status'>): ShopMove[] {
  const moves: ShopMove[] = [];
  const cod = order.payment_method === 'cod';
  if (order.delivery_status === 'to_ship' && (order.payment_status === 'paid' || cod)) moves.push('ship');
  if (order.delivery_status === 'on_the_road') moves.push('in_transit');
  if (order.delivery_status === 'on_the_road' || order.delivery_status === 'in_transit') moves.push('delivered');
  if (cod && order.payment_status === 'unpaid' && order.delivery_status !== 'cancelled') moves.push('paid');
  return moves;
}
