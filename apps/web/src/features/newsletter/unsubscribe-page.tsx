/**
 * Where a newsletter's unsubscribe link leads (`#/pages/newsletter/unsubscribe?token=…`): it
 * unsubscribes on arrival (the server's answer is the same however often the link is opened) and
 * says so, or says the link is not valid.
 */
import { Alert, Anchor, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { request } from '../../lib/api-client';

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const left = useQuery({
    queryKey: ['newsletter-unsubscribe', token],
    queryFn: () => request<unknown>('/customer/newsletter/unsubscribe', { query: { token }, quiet: true }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Paper withBorder p="lg" radius="md" maw={520} mx="auto" my="xl">
      <Stack gap="sm">
        <Title order={1} fz="h3">
          {t('newsletter.leaveTitle')}
        </Title>
        {left.isLoading ? (
          <Center aria-busy="true">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : left.isSuccess ? (
          <Alert color="green" role="status">
            {t('newsletter.left')}
          </Alert>
        ) : (
          <Alert color="yellow" role="alert">
            {t('newsletter.badLink')}
          </Alert>
        )}
        <Anchor component={Link} to="/">
          {t('newsletter.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
