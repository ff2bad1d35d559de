/** A page whose chunk failed to load (or threw) offers a retry instead of a blank screen. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={380} ta="center" role="alert">
        <Title order={2}>{t('common.fail')}</Title>
        <Text c="dimmed">{t('common.chunkFailed')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}
