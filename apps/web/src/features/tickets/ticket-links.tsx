/**
 * The ways to the buyer's conversations: their addresses (the list, one conversation, a new one
 * with a shop, its name shown while writing, an order and a subject prefilled, or without a shop
 * with the mall) and "Chat with seller" / "Contact seller", a small link-button that opens the
 * conversation with a shop (the one still going, or a new one; a guest logs in first and comes
 * back, as the conversation page asks). One light file, no API and no icons, because the product,
 * shop and order pages carry it.
 * @example <ChatWithShopButton shopId={3} shopName="Acme" label={t('tickets.chatWithSeller')} />
 * @example newTicketPath({ shopId: 3, orderId: 42, subject: 'About order 2026…' })
 */
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

export const TICKETS_PATH = '/pages/mine/tickets';

export const ticketPath = (id: number) => `${TICKETS_PATH}?id=${id}`;

export function newTicketPath(about: { shopId?: number; shopName?: string; orderId?: number; subject?: string } = {}): string {
  const query = new URLSearchParams({ new: '1' });
  if (about.shopId) query.set('shop', String(about.shopId));
  if (about.shopName) query.set('name', about.shopName);
  if (about.orderId) query.set('order', String(about.orderId));
  if (about.subject) query.set('subject', about.subject);
  return `${TICKETS_PATH}?${query}`;
}

export function ChatWithShopButton({
  shopId,
  shopName,
  orderId,
  subject,
  label,
  ...button
}: { shopId: number; shopName?: string; orderId?: number; subject?: string; label: string } & ButtonProps) {
  return (
    <Button
      component={Link}
      to={newTicketPath({ shopId, shopName, orderId, subject })}
      variant="light"
      size="compact-sm"
      data-testid="chat-with-shop"
      {...button}
    >
      {label}
    </Button>
  );
}
