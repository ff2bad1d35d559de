/**
 * After-sales on an order's page: each line the order may still have refunded offers "Refund",
 * which opens the form for that line; a line an open request holds shows that request's state and
 * links to it instead. Asked only for a paid order that is not cancelled. `?refund=<line id>` in
 * the address (the product page's "refund" link) opens the form for that line once the page knows
 * it may.
 * @example const refunds = useLineRefunds(order); <OrderLines order={order} lineEnd={refunds.lineEnd} />{refunds.dialog}
 */
import type { Order } from '@agora/contract/orders';
import { Button } from '@mantine/core';
import { IconChevronRight, IconReceiptRefund } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRefundEligibility } from './api';
import { RefundFormDialog } from './refund-form-dialog';
import { REFUND_LINE_PARAM, refundPath } from './refund-paths';
import { STATE_COLOR } from './refund-state';

type Line = Order['products'][number];

export function useLineRefunds(order: Order): { lineEnd: (line: Line) => ReactNode; dialog: ReactNode } {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const may = order.payment_status === 'paid' && order.delivery_status !== 'cancelled';
  const eligibility = useRefundEligibility(order.id, may);
  const [asking, setAsking] = useState<Line | null>(null);
  const lines = eligibility.data?.lines ?? [];
  const of = (line: Line) => lines.find((l) => l.order_item_id === line.id);

  // Opened from the product page: the form for that line, once, then the address forgets it.
  const wanted = Number(params.get(REFUND_LINE_PARAM)) || 0;
  useEffect(() => {
    if (!wanted || !eligibility.data) return;
    const line = order.products.find((l) => l.id === wanted);
    const state = eligibility.data.lines.find((l) => l.order_item_id === wanted);
    if (line && state && state.refundable_quantity > 0) setAsking(line);
    const rest = new URLSearchParams(params);
    rest.delete(REFUND_LINE_PARAM);
    setParams(rest, { replace: true });
  }, [wanted, eligibility.data, order.products, params, setParams]);

  const lineEnd = (line: Line) => {
    const state = of(line);
    if (!state) return null;
    if (state.open_request) {
      return (
        <Button
          component={Link}
          to={refundPath(state.open_request.id)}
          size="compact-sm"
          variant="light"
          color={STATE_COLOR[state.open_request.state]}
          rightSection={<IconChevronRight size={14} aria-hidden />}
          data-testid="line-refund-open"
          data-state={state.open_request.state}
        >
          {t('refunds.line.open', { state: t(`refunds.state.${state.open_request.state}`) })}
        </Button>
      );
    }
    if (state.refundable_quantity < 1) return null;
    return (
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconReceiptRefund size={14} aria-hidden />}
        onClick={() => setAsking(line)}
        aria-label={t('refunds.line.refundLine', { name: line.name })}
        data-testid="line-refund"
      >
        {t('refunds.line.refund')}
      </Button>
    );
  };

  const max = asking ? (of(asking)?.refundable_quantity ?? 0) : 0;
  const dialog = asking && <RefundFormDialog line={asking} max={max} onClose={() => setAsking(null)} />;
  return { lineEnd, dialog };
}
