/** A request's state as a coloured badge: awaiting the seller, send the item back, refunded… */
import type { RefundState } from '@agora/contract/refunds';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLOR } from './refund-state';

export function RefundBadge({ state, size = 'md' }: { state: RefundState; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOR[state]} variant="light" tt="none" size={size} style={{ flexShrink: 0 }} data-testid="refund-state" data-state={state}>
      {t(`refunds.state.${state}`)}
    </Badge>
  );
}
