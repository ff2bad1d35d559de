/** The newsletter subscription box on the home page. */
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useSubscribe } from './api';

export function NewsletterBox() {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({ busy: false });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setState({ busy: true });
    try {
      await subscribe(email);
      setState({ busy: false, done: true });
      setEmail('');
    } catch (error) {
      setState({ busy: false, error: error instanceof ApiError ? error.message : t('common.requestError') });
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" mt="xl" bg="orange.0" component="section" aria-labelledby="newsletter-title">
      <Title order={2} fz="lg" id="newsletter-title">
        {t('home.newsletterTitle')}
      </Title>
      <Text c="dimmed" fz="sm" mb="sm">
        {t('home.newsletterBody')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            placeholder={t('home.newsletterPlaceholder')}
            aria-label={t('home.newsletterPlaceholder')}
            error={state.error}
            required
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={state.busy}>
            {t('home.newsletterSubmit')}
          </Button>
        </Group>
      </form>
      {state.done && (
        <Text c="teal.8" fz="sm" mt="xs" role="status">
          {t('home.newsletterDone')}
        </Text>
      )}
    </Paper>
  );
}
