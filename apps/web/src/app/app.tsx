/** Providers, then the boot gate: the router renders only once currencies (and languages) loaded. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PriceProvider } from '../features/locale/use-price';
import { toast } from '../lib/events';
import { queryClient } from '../lib/query-client';
import { Boot } from './boot';
import { router } from './router';
import { theme } from './theme';

const ToastHost = lazy(() => import('./toast-host'));

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
          <PriceProvider>
            <RouterProvider router={router} />
          </PriceProvider>
        </Boot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
