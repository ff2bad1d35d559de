import { describe, expect, it } from 'vitest';
import { orderActions, orderStatus } from './order-state';

describe('orderStatus', () => {
  it('shows a card or wallet order not yet paid as awaiting payment, cash on delivery as to ship', () => {
    expect(orderStatus({ payment_method: 'card', payment_status: 'unpaid', delivery_status: 'to_ship' })).toBe('unpaid');
    expect(orderStatus({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'to_ship' })).toBe('to_ship');
    expect(orderStatus({ payment_method: 'card', payment_status: 'unpaid', delivery_status: 'cancelled' })).toBe('cancelled');
  });
});

describe('orderActions', () => {
  it('offers pay and cancel before payment, cancel and track once paid, confirm and track once shipped', () => {
    expect(orderActions({ payment_method: 'card', payment_status: 'unpaid', delivery_status: 'to_ship' })).toEqual(['pay', 'cancel']);
    expect(orderActions({ payment_method: 'cod', payment_status: 'unpaid', delivery_status: 'to_ship' })).toEqual(['cancel', 'track']);
    expect(orderActions({ payment_method: 'wallet', payment_status: 'paid', delivery_status: 'in_transit' })).toEqual(['confirm', 'track']);
    expect(orderActions({ payment_method: 'wallet', payment_status: 'paid', delivery_status: 'completed' })).toEqual(['track']);
    expect(orderActions({ payment_method: 'wallet', payment_status: 'paid', delivery_status: 'cancelled' })).toEqual([]);
  });
});
