/** A flash deal's or an advert's window as a coloured badge: upcoming, running or ended. */
import type { FlashDealState } from '@agora/contract/marketing-admin';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<FlashDealState, string> = { upcoming: 'blue', running: 'green', ended: 'gray' };

export function WindowStateBadge({ state }: { state: FlashDealState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOUR[state]} variant="light" style={{ flex: 'none' }} data-testid="window-state">
      {t(`admin.flashDealsAdmin.state_${state}`)}
    </Badge>
  );
}
