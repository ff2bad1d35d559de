/** A route of the spec whose feature has not arrived yet: its own title and a way back. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';

export default function PendingPage() {
  const { t } = useTranslation();
  const key = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? 'pending.title';
  return (
    <Center mih="50vh">
      <Stack align="center" maw={420} ta="center" gap="xs">
        <IconTool size={40} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={1} fz="xl">
          {t(key)}
        </Title>
        <Text fw={600}>{t('pending.title')}</Text>
        <Text c="dimmed" fz="sm">
          {t('pending.body')}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
