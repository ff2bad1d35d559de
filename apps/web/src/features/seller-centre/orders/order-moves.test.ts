import { describe, expect, it } from 'vitest';
import { shopMoves } from './order-moves';

describe('shopMoves', () => {
  it('ships a paid order, not one awaiting its card or wallet payment', () => {
    expect(shopMoves({ payment_method: 'card', payment_status: 'paid', delivery_status: 'to_ship' })).toEqual(['ship']);
    expect(shopMoves({ payment_method: 'card', payment_status: 'unpaid', delivery_status: 'to_ship' })).toEqual([]);
  });

  it('ships cash on delivery unpaid, and takes its cash until it is cancelled', () => {
    expect(shopMoves({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'to_ship' })).toEqual(['ship', 'paid']);
    expect(shopMoves({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'delivered' })).toEqual(['paid']);
    expect(shopMoves({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'cancelled' })).toEqual([]);
    expect(shopMoves({ payment_method: 'cod', payment_status: 'paid', delivery_status: 'completed' })).toEqual([]);
  });

  it('moves a shipped order on: in transit from on the road, delivered from either', () => {
    expect(shopMoves({ payment_method: 'wallet', payment_status: 'paid', delivery_status: 'on_the_road' })).toEqual(['in_transit', 'delivered']);
    expect(shopMoves({ payment_method: 'wallet', payment_status: 'paid', delivery_status: 'in_transit' })).toEqual(['delivered']);
  });
});
