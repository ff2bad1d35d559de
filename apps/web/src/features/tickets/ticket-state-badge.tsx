/** A conversation's state as a coloured badge: open, answered, closed. */
import type { TicketState } from '@agora/contract/tickets';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TicketState, string> = { open: 'orange', answered: 'green', closed: 'gray' };

export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[state]} variant="light" tt="none" size="sm" style={{ flexShrink: 0 }} data-testid="ticket-state">
      {t(`tickets.state.${state}`)}
    </Badge>
  );
}
