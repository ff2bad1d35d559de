/** Providers, then the boot gate: the router renders only once currencies (and languages) loaded. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { toast } from '../lib/events';
import { Boot } from './boot';
import { router } from './router';
import { theme } from './theme';

const ToastHost = lazy(() => import('./toast-host'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Mounts the toast host once the first toast is waiting. */
function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => toast.onWaiting(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
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
