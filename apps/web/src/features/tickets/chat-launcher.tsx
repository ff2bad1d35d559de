/**
 * The storefront's chat button: floating bottom right from tablets up; on phones at the end of the
 * footer, where it covers no price or button (tickets.css says why). It appears only once the
 * page is idle, so it adds nothing to the first paint (the footer loads it). With website config's
 * `service_url` it loads that live-chat widget when idle and opens it; without, it opens a new
 * conversation with the mall. Not shown on the conversation pages themselves, where the composer
 * sits at the bottom, nor (tickets.css) on the pages with a buy bar.
 */
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useWebsiteConfig } from '../site/api';
import { chatTarget, injectWidget, openWidget, whenIdle } from './chat-widget';
import { newTicketPath, TICKETS_PATH } from './ticket-links';
import './tickets.css';

export default function ChatLauncher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useWebsiteConfig();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const target = config.data ? chatTarget(config.data.service_url) : null;
  const widget = target?.kind === 'widget' ? target.src : null;
  useEffect(() => {
    if (idle && widget) injectWidget(widget);
  }, [idle, widget]);

  if (!idle || !target || pathname.startsWith(TICKETS_PATH) || pathname.startsWith('/pages/users/')) return null;
  const label = t('tickets.chatButton');
  return (
    <Tooltip label={label} position="left" openDelay={400}>
      <ActionIcon
        className="ticket-chat-fab"
        size={48}
        radius="xl"
        variant="filled"
        color="orange"
        aria-label={label}
        data-testid="chat-fab"
        data-chat={target.kind}
        onClick={() => (target.kind === 'widget' ? openWidget() : navigate(newTicketPath()))}
      >
        <IconMessageCircle size={26} stroke={1.8} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
