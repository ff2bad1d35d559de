/**
 * A conversation in a list: who it is with (a shop's logo and name, "Agora support", or the
 * buyer), its subject, the last message's first words (or "picture"), when, its state and the
 * reader's unread count. A link to the conversation.
 * @example <TicketRow ticket={t} to={`?id=${t.id}`} name={t.shop?.name ?? mall} logo={t.shop?.logo} />
 */
import type { TicketSummary } from '@agora/contract/tickets';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { formatWhen } from '../../lib/when';
import { TicketStateBadge } from './ticket-state-badge';
import './tickets.css';

export function TicketRow({
  ticket,
  to,
  name,
  logo,
  current,
}: {
  ticket: TicketSummary;
  to: string;
  name: string;
  /** A shop's logo; undefined: the mall's support sign; '' a buyer's initial. */
  logo?: string;
  current?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const last = ticket.last_message;
  const excerpt = last.excerpt || (last.images > 0 ? t('tickets.pictures', { count: last.images }) : '');
  return (
    <Link to={to} className="ticket-row" aria-current={current ? 'page' : undefined} data-testid="ticket-row" data-ticket-id={ticket.id}>
      <Avatar className="ticket-row-avatar" src={logo ? mediaUrl(logo) : null} radius="md" size={44} color="orange" alt="">
        {logo === undefined ? <IconHeadset size={24} aria-hidden /> : name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="ticket-row-main">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm" fw={600} truncate data-testid="ticket-row-name">
            {name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {formatWhen(ticket.last_message_at, i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm" fw={ticket.unread > 0 ? 700 : 500} truncate>
            {ticket.subject}
          </Text>
          {ticket.unread > 0 ? (
            <Badge color="red" size="sm" circle={ticket.unread < 10} aria-label={t('tickets.unread', { count: ticket.unread })} data-testid="ticket-unread">
              {ticket.unread > 99 ? '99+' : ticket.unread}
            </Badge>
          ) : (
            <TicketStateBadge state={ticket.state} />
          )}
        </Group>
        <Text fz="xs" c="dimmed" truncate>
          {excerpt}
        </Text>
      </div>
    </Link>
  );
}
