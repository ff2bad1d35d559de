/** Move-up and move-down buttons for a row of an ordered list (currencies, languages). */
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OrderButtons({
  name,
  first,
  last,
  busy,
  onMove,
}: {
  /** The row's name, for the buttons' labels. */
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="md" aria-label={t('admin.settings.moveUp', { name })} disabled={first || busy} onClick={() => onMove(-1)}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" size="md" aria-label={t('admin.settings.moveDown', { name })} disabled={last || busy} onClick={() => onMove(1)}>
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
