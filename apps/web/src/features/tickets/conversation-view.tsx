/**
 * One conversation as its reader sees it: who it is with and its subject, its state, the order it
 * is about, the messages as bubbles and the composer, and "close conversation" (confirmed). The
 * buyer may write in a closed one (that reopens it); the shop and the mall may not. Shared by the
 * storefront's conversation page and the back offices' inboxes; live updates come from the page
 * (useLiveTickets).
 * @example <ConversationView base="/seller/ticket" ticket={ticket} mine="shop" with={<BuyerName />} />
 */
import type { Ticket, TicketSide } from '@agora/contract/tickets';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TicketBase, useTicketClose, useTicketReply } from './api';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { TicketStateBadge } from './ticket-state-badge';

export function ConversationView({
  base,
  ticket,
  mine,
  counterpart,
  order,
}: {
  base: TicketBase;
  ticket: Ticket;
  mine: TicketSide;
  /** Who the conversation is with (logo and name, or the buyer). */
  counterpart: ReactNode;
  /** The order it is about, as this side links to it. */
  order?: ReactNode;
}) {
  const { t } = useTranslation();
  const reply = useTicketReply(base);
  const close = useTicketClose(base);
  const [confirming, setConfirming] = useState(false);
  const closed = ticket.state === 'closed';
  const buyer = mine === 'buyer';
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="ticket-conversation" data-ticket-id={ticket.id}>
      <Stack gap={4} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>{counterpart}</div>
          <TicketStateBadge state={ticket.state} />
        </Group>
        <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }} data-testid="ticket-subject">
          {ticket.subject}
        </Title>
        {order}
      </Stack>
      <div className="ticket-thread">
        <MessageList messages={ticket.messages} mine={mine} />
      </div>
      <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {closed && (
          <Group gap={6} wrap="nowrap" c="dimmed" data-testid="ticket-closed-note">
            <IconLock size={16} aria-hidden />
            <Text fz="sm">{buyer ? t('tickets.closedBuyerNote') : t('tickets.closedStaffNote')}</Text>
          </Group>
        )}
        {(!closed || buyer) && (
          <Composer
            sending={reply.isPending}
            onSend={(body, images) => reply.mutateAsync({ id: ticket.id, body, images })}
            hint={closed ? t('tickets.reopenHint') : undefined}
          />
        )}
        {!closed && (
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => setConfirming(true)} data-testid="ticket-close">
              {t('tickets.close')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('tickets.closeTitle')} centered>
        <Text fz="sm">{buyer ? t('tickets.closeBodyBuyer') : t('tickets.closeBodyStaff')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('tickets.cancel')}
          </Button>
          <Button
            color="red"
            loading={close.isPending}
            onClick={() =>
              close.mutateAsync(ticket.id).then(
                () => setConfirming(false),
                () => setConfirming(false),
              )
            }
            data-testid="ticket-close-confirm"
          >
            {t('tickets.close')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
