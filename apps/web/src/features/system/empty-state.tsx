/** An empty or missing page part with a next step: icon, title, a line of help and one action. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function EmptyState({
  icon: IconComponent,
  title,
  body,
  action,
  testId,
}: {
  icon: Icon;
  title: ReactNode;
  body?: ReactNode;
  action?: { label: string; to: string };
  testId?: string;
}) {
  return (
    <Center mih="40vh">
      <Stack align="center" maw={420} ta="center" gap="xs" data-testid={testId}>
        <IconComponent size={44} stroke={1.4} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={2} fz="lg">
          {title}
        </Title>
        {body && (
          <Text c="dimmed" fz="sm">
            {body}
          </Text>
        )}
        {action && (
          <Button component={Link} to={action.to} mt="xs">
            {action.label}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
