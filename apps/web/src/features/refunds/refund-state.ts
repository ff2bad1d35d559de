/**
 * A request's state as the buyer sees it: the tab it belongs to, its badge's colour, what the
 * buyer may do now, and its steps (with their times) for the card's timeline.
 * @example refundTab('goods_sent') // 'in_progress'
 * @example refundActions({ state: 'awaiting_goods' }) // ['schedule', 'cancel']
 */
import type { Refund, RefundState } from '@agora/contract/refunds';

/** The page's tabs: open requests the buyer waits on, the seller's refusals (the buyer's move), paid back, and ended without money. */
export const REFUND_TABS = ['all', 'in_progress', 'rejected', 'refunded', 'ended'] as const;
export type RefundTab = (typeof REFUND_TABS)[number];

export const TAB_STATES: Record<Exclude<RefundTab, 'all'>, readonly RefundState[]> = {
  in_progress: ['pending', 'awaiting_goods', 'goods_sent', 'escalated'],
  rejected: ['rejected'],
  refunded: ['refunded'],
  ended: ['cancelled', 'closed'],
};

export const refundTab = (state: RefundState): Exclude<RefundTab, 'all'> =>
  (Object.keys(TAB_STATES) as Exclude<RefundTab, 'all'>[]).find((tab) => TAB_STATES[tab].includes(state)) ?? 'in_progress';

export const STATE_COLOR: Record<RefundState, string> = {
  pending: 'yellow',
  awaiting_goods: 'blue',
  goods_sent: 'cyan',
  escalated: 'violet',
  rejected: 'red',
  refunded: 'teal',
  cancelled: 'gray',
  closed: 'gray',
};

export type RefundAction = 'schedule' | 'escalate' | 'cancel';

/** What the buyer may do now, the main step first. */
export function refundActions({ state }: Pick<Refund, 'state'>): RefundAction[] {
  if (state === 'awaiting_goods') return ['schedule', 'cancel'];
  if (state === 'rejected') return ['escalate', 'cancel'];
  if (state === 'pending') return ['cancel'];
  return [];
}

export type RefundStep = 'applied' | 'approved' | 'rejected' | 'sent' | 'received' | 'escalated' | 'decided' | 'closed' | 'refunded' | 'cancelled';

const ENDED: readonly RefundState[] = ['refunded', 'closed', 'cancelled', 'rejected'];

/**
 * The seller refused it: it is refused now, or was before the buyer took it to the mall. The
 * refusal is the only review that writes a reason, so a reason says so too.
 */
export const sellerRefused = (r: Pick<Refund, 'state' | 'seller_reason' | 'escalated'>) =>
  r.state === 'rejected' || r.escalated === 1 || r.seller_reason !== '';

/**
 * The steps of a request, in order, each with its time (null: still to come). An ended request
 * shows only the steps it went through.
 * @example refundSteps(pendingRefund).map((s) => s.step) // ['applied', 'approved', 'refunded']
 */
export function refundSteps(
  r: Pick<
    Refund,
    | 'type'
    | 'state'
    | 'seller_reason'
    | 'escalated'
    | 'created_at'
    | 'reviewed_at'
    | 'sent_at'
    | 'received_at'
    | 'refunded_at'
    | 'cancelled_at'
    | 'escalated_at'
    | 'decided_at'
  >,
): { step: RefundStep; at: string | null }[] {
  const steps: { step: RefundStep; at: string | null }[] = [{ step: 'applied', at: r.created_at }];
  if (sellerRefused(r)) {
    steps.push({ step: 'rejected', at: r.reviewed_at });
    if (r.escalated) {
      steps.push({ step: 'escalated', at: r.escalated_at });
      if (r.state === 'closed') steps.push({ step: 'closed', at: r.decided_at });
      else if (r.state === 'refunded') steps.push({ step: 'refunded', at: r.refunded_at ?? r.decided_at });
      else steps.push({ step: 'decided', at: r.decided_at });
    }
  } else {
    steps.push({ step: 'approved', at: r.reviewed_at });
    if (r.type === 'return') steps.push({ step: 'sent', at: r.sent_at }, { step: 'received', at: r.received_at });
    steps.push({ step: 'refunded', at: r.refunded_at });
  }
  if (r.state === 'cancelled') return [...steps.filter((s) => s.at !== null), { step: 'cancelled', at: r.cancelled_at }];
  return ENDED.includes(r.state) ? steps.filter((s) => s.at !== null) : steps;
}
