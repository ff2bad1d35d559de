/** Providers, then the boot gate: the router renders only once currencies (and languages) loaded. */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { toast } from '../lib/events';
import { Boot } from './boot';
import { router } from './router';
import { theme } from './theme';

export const TOAST_MS = 3000;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

function Toasts() {
  useEffect(
    () =>
      toast.on(({ message, kind }) => {
        notifications.show({ message, color: kind === 'error' ? 'red' : 'teal', autoClose: TOAST_MS, withBorder: true });
      }),
    [],
  );
  return <Notifications position="top-center" limit={3} />;
}

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <Boot>
          <RouterProvider router={router} />
        </Boot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
