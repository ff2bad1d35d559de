/** A home section: a title with an optional view-all link, then its content. */
import { Anchor, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Section({ title, viewAll, children, id }: { title: string; viewAll?: string; children: ReactNode; id: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} style={{ marginTop: 24 }}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={id}>
          {title}
        </Title>
        {viewAll && (
          <Anchor component={Link} to={viewAll} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('common.viewAll')}
          </Anchor>
        )}
      </Group>
      {children}
    </section>
  );
}
