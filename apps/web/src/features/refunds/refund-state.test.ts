/** A request's tab, actions and timeline steps as the buyer sees them. */
import { REFUND_STATES, type Refund } from '@agora/contract/refunds';
import { describe, expect, it } from 'vitest';
import { refundActions, refundSteps, refundTab, TAB_STATES } from './refund-state';

type Times = Parameters<typeof refundSteps>[0];
const base: Times = {
  type: 'refund',
  state: 'pending',
  seller_reason: '',
  escalated: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: null,
  sent_at: null,
  received_at: null,
  refunded_at: null,
  cancelled_at: null,
  escalated_at: null,
  decided_at: null,
};
const steps = (r: Partial<Times>) => refundSteps({ ...base, ...r }).map((s) => `${s.step}${s.at ? '' : '?'}`);

describe('refund tabs', () => {
  it('puts every state in exactly one tab', () => {
    const all = Object.values(TAB_STATES).flat();
    expect([...all].sort()).toEqual([...REFUND_STATES].sort());
    expect(refundTab('goods_sent')).toBe('in_progress');
    expect(refundTab('closed')).toBe('ended');
  });
});

describe('refundActions', () => {
  it.each<[Refund['state'], string[]]>([
    ['pending', ['cancel']],
    ['awaiting_goods', ['schedule', 'cancel']],
    ['rejected', ['escalate', 'cancel']],
    ['goods_sent', []],
    ['escalated', []],
    ['refunded', []],
    ['cancelled', []],
    ['closed', []],
  ])('offers a %s request %j', (state, actions) => {
    expect(refundActions({ state })).toEqual(actions);
  });
});

describe('refundSteps', () => {
  it('shows a pending refund the steps to come', () => {
    expect(steps({})).toEqual(['applied', 'approved?', 'refunded?']);
  });
  it('shows a return its send-back and receipt', () => {
    expect(steps({ type: 'return', state: 'awaiting_goods', reviewed_at: '2026-11-02T00:00:00Z' })).toEqual([
      'applied',
      'approved',
      'sent?',
      'received?',
      'refunded?',
    ]);
  });
  it('keeps only the steps a refunded return went through (received before the tracking number)', () => {
    const at = '2026-11-03T00:00:00Z';
    expect(steps({ type: 'return', state: 'refunded', reviewed_at: at, received_at: at, refunded_at: at })).toEqual([
      'applied',
      'approved',
      'received',
      'refunded',
    ]);
  });
  it('reads a rejection from the seller’s reason and follows an escalation to the mall', () => {
    const at = '2026-11-03T00:00:00Z';
    expect(steps({ state: 'rejected', seller_reason: 'Used', reviewed_at: at })).toEqual(['applied', 'rejected']);
    expect(steps({ state: 'escalated', seller_reason: 'Used', reviewed_at: at, escalated: 1, escalated_at: at })).toEqual([
      'applied',
      'rejected',
      'escalated',
      'decided?',
    ]);
    expect(steps({ state: 'closed', seller_reason: 'Used', reviewed_at: at, escalated: 1, escalated_at: at, decided_at: at })).toEqual([
      'applied',
      'rejected',
      'escalated',
      'closed',
    ]);
    expect(steps({ state: 'refunded', seller_reason: 'Used', reviewed_at: at, escalated: 1, escalated_at: at, decided_at: at, refunded_at: at })).toEqual([
      'applied',
      'rejected',
      'escalated',
      'refunded',
    ]);
  });
  it('ends a withdrawn request at its withdrawal', () => {
    const at = '2026-11-03T00:00:00Z';
    expect(steps({ type: 'return', state: 'cancelled', reviewed_at: at, cancelled_at: at })).toEqual(['applied', 'approved', 'cancelled']);
  });
});
