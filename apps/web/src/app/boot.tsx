/**
 * Start-up: currencies and languages first; the app renders only after the currency load
 * succeeds, with a friendly retry screen otherwise. Then user info, adverts, website config,
 * brands and categories load in the background.
 */
import { DEFAULT_CURRENCY, DEFAULT_LANG } from '@agora/contract/locale';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery, languagesQuery } from '../features/locale/api';
import { currencyStore } from '../features/locale/use-price';
import { advertsQuery, brandsQuery, categoriesQuery, HOME_TOP, websiteConfigQuery } from '../features/site/api';
import { changeLanguage } from '../lib/i18n';
import { prefs } from '../lib/prefs';

export function Boot({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [currencies, languages] = useQueries({ queries: [{ ...currenciesQuery, retry: 2 }, languagesQuery] });

  // After the currencies: user info (the nav bar asks for it when a token exists), adverts,
  // website config, brands and categories, all into the cache the pages read from.
  useEffect(() => {
    if (!currencies.isSuccess) return;
    void client.prefetchQuery(advertsQuery(i18n.language));
    void client.prefetchQuery(websiteConfigQuery);
    void client.prefetchQuery(brandsQuery(HOME_TOP, i18n.language));
    void client.prefetchQuery(categoriesQuery(HOME_TOP, i18n.language));
  }, [currencies.isSuccess, client, i18n.language]);

  // A currency or language the buyer chose that the mall no longer offers: back to the defaults.
  useEffect(() => {
    if (currencies.data && !currencies.data.some((c) => c.code === prefs.currency())) currencyStore.set(DEFAULT_CURRENCY);
  }, [currencies.data]);
  useEffect(() => {
    if (languages.data && !languages.data.some((l) => l.code === i18n.language)) void changeLanguage(DEFAULT_LANG);
  }, [languages.data, i18n.language]);

  if (currencies.isSuccess) return children;
  if (currencies.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" maw={360} ta="center" role="alert">
          <Title order={2}>{t('boot.failedTitle')}</Title>
          <Text c="dimmed">{t('boot.failedBody')}</Text>
          <Button onClick={() => Promise.all([currencies.refetch(), languages.refetch()])} loading={currencies.isFetching}>
            {t('boot.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
