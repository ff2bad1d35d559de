/**
 * What the content area shows when its page cannot be: a page that threw, or whose code could not
 * be loaded (offline, the server unreachable). The shell around it stays, and so does the way on.
 */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A title, a line of help and a retry, in the content area. */
export function ContentRetry({ title, body, onRetry, busy }: { title: string; body: string; onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" maw={380} ta="center" gap="xs" role="alert" data-testid="content-retry">
        <IconWifiOff size={40} stroke={1.4} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {body}
        </Text>
        <Button onClick={onRetry} loading={busy} mt="xs">
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/** A page that threw while rendering: reloading is what can help. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return <ContentRetry title={t('common.fail')} body={t('common.chunkFailed')} onRetry={() => window.location.reload()} />;
}
