/** A part of an order page that could not be loaded: why, and a way to ask again. */
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RetryNotice({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" data-testid="orders-error">
      {message ?? t('common.requestError')}
      <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
