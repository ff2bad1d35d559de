/**
 * A conversation's messages as chat bubbles, oldest first: the reader's own on the right, the
 * other side's on the left, each with its author (when not the reader), text, pictures as
 * thumbnails that open larger, and its time. The list keeps the newest message in view as
 * messages arrive. Shared by the storefront, the seller centre and the admin console.
 * @example <MessageList messages={ticket.messages} mine="buyer" />
 */
import type { TicketMessage, TicketSide } from '@agora/contract/tickets';
import { Modal, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { formatWhen } from '../../lib/when';
import './tickets.css';

/** Who wrote a message, as the reader sees it: a buyer's name, a shop's, or the mall's support. */
function authorOf(message: TicketMessage, t: (key: string) => string): string {
  if (message.side === 'mall') return t('tickets.mallName');
  return message.author;
}

export function MessageList({ messages, mine }: { messages: TicketMessage[]; mine: TicketSide }) {
  const { t, i18n } = useTranslation();
  const [large, setLarge] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // A new message (the reader's or the other side's): scrolled into view within the list.
  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView({ block: 'nearest' });
  }, [last]);
  return (
    <>
      <ol className="ticket-messages" aria-label={t('tickets.messages')} data-testid="ticket-messages">
        {messages.map((message) => {
          const own = message.side === mine;
          return (
            <li key={message.id} className="ticket-message" data-own={own || undefined} data-testid="ticket-message" data-side={message.side}>
              {!own && (
                <Text fz="xs" c="dimmed" className="ticket-message-author">
                  {authorOf(message, t)}
                </Text>
              )}
              <div className="ticket-bubble">
                {message.body && <p className="ticket-bubble-text">{message.body}</p>}
                {message.images.length > 0 && (
                  <ul className="ticket-bubble-images">
                    {message.images.map((image, i) => (
                      <li key={image}>
                        <UnstyledButton onClick={() => setLarge(image)} aria-label={t('tickets.openPicture', { n: i + 1 })} data-testid="ticket-picture">
                          <img src={mediaUrl(image)} alt="" width={88} height={88} loading="lazy" />
                        </UnstyledButton>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <time className="ticket-message-time" dateTime={message.created_at}>
                {formatWhen(message.created_at, i18n.language)}
              </time>
            </li>
          );
        })}
      </ol>
      <div ref={end} />
      <Modal opened={large !== null} onClose={() => setLarge(null)} size="auto" centered title={t('tickets.picture')}>
        {large && <img src={mediaUrl(large)} alt="" style={{ maxWidth: 'min(90vw, 900px)', maxHeight: '80vh', display: 'block' }} />}
      </Modal>
    </>
  );
}
