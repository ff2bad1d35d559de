/** Shows toasts for 3000 ms; a chunk of its own, loaded with the first toast. */
import { Anchor } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS, toast } from '../lib/events';

export default function ToastHost() {
  useEffect(
    () =>
      toast.host(({ message, kind, link }) => {
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
        notifications.show({ message: body, color: kind === 'error' ? 'red' : 'teal', autoClose: TOAST_MS, withBorder: true });
      }),
    [],
  );
  return <Notifications position="top-center" limit={3} />;
}
