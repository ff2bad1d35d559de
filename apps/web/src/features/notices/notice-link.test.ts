import { describe, expect, it } from 'vitest';
import { noticeLink } from './notice-link';

describe('noticeLink', () => {
  it('leads a buyer to their order and a shop owner to the seller centre’s orders', () => {
    expect(noticeLink({ type: 600, ref_id: 42, for_shop: false, for_mall: false })).toEqual({ to: '/pages/history/detail?id=42', label: 'viewOrder' });
    expect(noticeLink({ type: 600, ref_id: 42, for_shop: true, for_mall: false })).toEqual({ sellerPage: 'orders', label: 'openShopOrders' });
  });

  it('leads a buyer to their conversation and a shop owner to the seller centre’s messages', () => {
    expect(noticeLink({ type: 800, ref_id: 9, for_shop: false, for_mall: false })).toEqual({ to: '/pages/mine/tickets?id=9', label: 'viewConversation' });
    expect(noticeLink({ type: 800, ref_id: 9, for_shop: true, for_mall: false })).toEqual({ sellerPage: 'messages/9', label: 'openShopMessages' });
    expect(noticeLink({ type: 800, ref_id: null, for_shop: false, for_mall: false })).toBeNull();
  });

  it('leads a buyer to their refund request and a shop owner to the seller centre’s refunds received', () => {
    expect(noticeLink({ type: 700, ref_id: 5, for_shop: false, for_mall: false })).toEqual({ to: '/pages/mine/refund_sent?id=5', label: 'viewRefund' });
    expect(noticeLink({ type: 700, ref_id: 5, for_shop: true, for_mall: false })).toEqual({ sellerPage: 'refunds', label: 'openShopRefunds' });
  });

  it('leads an operator to the mall’s conversation in the admin console', () => {
    expect(noticeLink({ type: 800, ref_id: 9, for_shop: false, for_mall: true })).toEqual({ adminPage: 'support/9', label: 'openMallSupport' });
  });

  it('leads nowhere for an application’s notice or an order notice without its order', () => {
    expect(noticeLink({ type: 100, ref_id: 7, for_shop: false, for_mall: false })).toBeNull();
    expect(noticeLink({ type: 200, ref_id: 7, for_shop: true, for_mall: false })).toBeNull();
    expect(noticeLink({ type: 600, ref_id: null, for_shop: false, for_mall: false })).toBeNull();
  });
});
