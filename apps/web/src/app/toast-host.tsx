/** Shows toasts for 3000 ms; a chunk of its own, loaded with the first toast. */
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_MS, toast } from '../lib/events';

export default function ToastHost() {
  useEffect(
    () =>
      toast.host(({ message, kind }) => {
        notifications.show({ message, color: kind === 'error' ? 'red' : 'teal', autoClose: TOAST_MS, withBorder: true });
      }),
    [],
  );
  return <Notifications position="top-center" limit={3} />;
}
