/** A console page's heading with an optional line under it and room for an action on the right. */
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" fz="sm">
            {intro}
          </Text>
        )}
      </div>
      {action}
    </Group>
  );
}
