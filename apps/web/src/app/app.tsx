/** Providers, then the boot gate: the router renders only once currencies (and languages) loaded. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PriceProvider } from '../features/locale/use-price';
import { CurrencySync } from '../features/session/currency-sync';
import { toast } from '../lib/events';
import { queryClient } from '../lib/query-client';
import { Boot } from './boot';
import { router } from './router';
import { theme } from './theme';

/**
 * Mounts the toast host (a chunk of its own) once the first toast is waiting. Offline its code may
 * not arrive: the toasts wait, the page's own notice says what happened, and the next toast tries
 * again.
 */
function Toasts() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      toast.onWaiting(() => {
        import('./toast-host').then(
          (module) => setHost(() => module.default),
          () => undefined,
        );
      }),
    [],
  );
  return Host ? <Host /> : null;
}

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <Boot>
          <PriceProvider>
            <CurrencySync />
            <RouterProvider router={router} />
          </PriceProvider>
        </Boot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
