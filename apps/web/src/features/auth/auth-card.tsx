/** The frame of the account forms: a centred card with a title, a subtitle and the form-level error, if any. */
import { Alert, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, alert, children }: { title: string; subtitle?: string; alert?: string | null; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto" mt={{ base: 'xs', sm: 'xl' }}>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz="sm" mt={4} mb="md">
          {subtitle}
        </Text>
      )}
      {alert && (
        <Alert color="red" role="alert" mb="sm">
          {alert}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
