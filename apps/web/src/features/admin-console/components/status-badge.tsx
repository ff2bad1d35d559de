/** An application's state as a coloured badge. */
import type { ShopApplicationStatus } from '@agora/contract/shops';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<ShopApplicationStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export function StatusBadge({ status }: { status: ShopApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOUR[status]} variant="light" data-testid="application-status">
      {t(`admin.applications.status_${status}`)}
    </Badge>
  );
}
