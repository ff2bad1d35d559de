import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps';

const base = {
  date: '2026-11-20T10:00:00.000Z',
  pay_time: null,
  deliver_time: null,
  delivery_time: null,
  success_time: null,
  cancel_time: null,
  payment_method: 'wallet' as const,
  payment_status: 'paid' as const,
  delivery_status: 'to_ship' as const,
};

describe('timelineSteps', () => {
  it('lists what happened with its time, then what is still to come', () => {
    const steps = timelineSteps({ ...base, pay_time: '2026-11-20T10:00:01.000Z' });
    expect(steps).toEqual([
      { step: 'placed', at: base.date },
      { step: 'paid', at: '2026-11-20T10:00:01.000Z' },
      { step: 'shipped', at: null },
      { step: 'delivered', at: null },
      { step: 'completed', at: null },
    ]);
  });

  it('puts cash on delivery’s payment after delivery', () => {
    const steps = timelineSteps({
      ...base,
      payment_method: 'cod',
      payment_status: 'unpaid',
      deliver_time: '2026-11-21T08:00:00.000Z',
      delivery_status: 'on_the_road',
    });
    expect(steps.map((s) => [s.step, s.at !== null])).toEqual([
      ['placed', true],
      ['shipped', true],
      ['delivered', false],
      ['paid', false],
      ['completed', false],
    ]);
  });

  it('ends a cancelled order with its cancellation, nothing to come', () => {
    const steps = timelineSteps({
      ...base,
      payment_status: 'unpaid',
      payment_method: 'card',
      cancel_time: '2026-11-20T10:30:00.000Z',
      delivery_status: 'cancelled',
    });
    expect(steps.map((s) => s.step)).toEqual(['placed', 'cancelled']);
  });

  it('keeps delivered before completed when receipt confirmation sets both at once', () => {
    const at = '2026-11-22T09:00:00.000Z';
    const steps = timelineSteps({
      ...base,
      pay_time: base.date,
      deliver_time: '2026-11-21T08:00:00.000Z',
      delivery_time: at,
      success_time: at,
      delivery_status: 'completed',
    });
    expect(steps.map((s) => s.step)).toEqual(['placed', 'paid', 'shipped', 'delivered', 'completed']);
  });
});
