/** The search box's type-ahead: suggestions for what is typed, trending searches for an empty box. */
import { type SuggestAnswer, suggestAnswerSchema } from '@agora/contract/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

/** Suggestions for the (debounced) text, in the UI's language; asked for only while the list is open. */
export function useSuggestions(q: string, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['suggest', q, i18n.language],
    // Quiet: a type-ahead that fails shows nothing; the search itself still works.
    queryFn: async (): Promise<SuggestAnswer> => suggestAnswerSchema.parse(await request('/search/suggest', { query: { q }, quiet: true })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
