/**
 * When the page's requests could not reach the server (offline, the server down), the top of the
 * content area says so and offers a retry, inside the shell; whatever the page already had (its
 * cached answers, a page seen before) stays on screen below. Part of the first page's code, since
 * nothing more can be loaded then.
 */
import { Button, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

/** A query on screen whose last try did not reach the server. */
const unreached = (query: Query) =>
  query.state.status === 'error' && query.state.error instanceof ApiError && query.state.error.isNetwork && query.getObserversCount() > 0;

function useUnreached(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  return useSyncExternalStore(subscribe, () => cache.findAll({ predicate: unreached }).length > 0);
}

export function ConnectionNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const failing = useUnreached();
  const [busy, setBusy] = useState(false);
  if (!failing) return null;
  const retry = () => {
    setBusy(true);
    void client.refetchQueries({ predicate: unreached }).finally(() => setBusy(false));
  };
  return (
    <div className="agora-connection" role="alert" data-testid="connection-notice">
      <IconWifiOff size={22} stroke={1.6} aria-hidden />
      <div>
        <Text fw={600} fz="sm">
          {t('common.offlineTitle')}
        </Text>
        <Text fz="sm">{t('common.offlineBody')}</Text>
      </div>
      <Button size="compact-md" onClick={retry} loading={busy}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
