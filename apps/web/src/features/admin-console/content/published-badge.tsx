/** A policy's or article's state in the console: published, hidden (a draft), or not written yet. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PublishedBadge({ published, written = true }: { published: boolean; written?: boolean }) {
  const { t } = useTranslation();
  if (!written)
    return (
      <Badge color="gray" variant="outline">
        {t('admin.content.notWritten')}
      </Badge>
    );
  return (
    <Badge color={published ? 'green' : 'yellow'} variant="light" data-testid="published-badge">
      {t(published ? 'admin.content.statePublished' : 'admin.content.stateDraft')}
    </Badge>
  );
}
