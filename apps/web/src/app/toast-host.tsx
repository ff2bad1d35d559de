/**
 * Shows toasts for 3000 ms; a chunk of its own, loaded with the first toast. They sit centred just
 * below the sticky header, never over its search, and end with their page: a route change hides
 * the ones already showing.
 */
import { Anchor } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS, toast } from '../lib/events';
import { router } from './router';
import './toast-host.css';

/**
 * A toast raised this shortly before a route change belongs to the page it leads to ("Saved", then
 * back to the list), so it stays.
 */
const SAME_STEP_MS = 300;
const GAP = 8;

/** Below the header, wherever it is now (it is sticky, and a phone's differs from a desktop's). */
function placeBelowHeader() {
  const header = document.querySelector('body header');
  const top = header ? Math.max(0, header.getBoundingClientRect().bottom) + GAP : GAP;
  document.documentElement.style.setProperty('--agora-toast-top', `${top}px`);
}

export default function ToastHost() {
  useEffect(() => {
    const shownAt = new Map<string, number>();
    const stop = toast.host(({ message, kind, link }) => {
      // The host sits outside the router: a link is the hash route's plain address.
      const body = link ? (
        <>
          {message}{' '}
          <Anchor href={`#${link.to}`} fz="sm" fw={600} data-testid="toast-link">
            {link.label}
          </Anchor>
        </>
      ) : (
        message
      );
      placeBelowHeader();
      const id = notifications.show({ message: body, color: kind === 'error' ? 'red' : 'teal', autoClose: TOAST_MS, withBorder: true });
      shownAt.set(id, Date.now());
    });
    let path = router.state.location.pathname;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === path) return;
      path = state.location.pathname;
      const now = Date.now();
      for (const [id, at] of shownAt) {
        if (now - at < SAME_STEP_MS) continue;
        notifications.hide(id);
        shownAt.delete(id);
      }
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, []);
  return <Notifications position="top-center" limit={3} />;
}
