/** 404: where unknown routes land. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Stack align="center" maw={420} ta="center" gap="xs">
        <Text fz={64} fw={800} c="orange.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz="xl">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/" mt="sm">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
