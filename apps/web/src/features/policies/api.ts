/**
 * The mall's policy pages at the spec's calls (`POST /api/about_us-policy`, `GET /api/{key}-policy`),
 * each `{title, content, updated_at}` in the reader's language, and the contact form's message to
 * the mall (a support ticket without a shop).
 */
import type { Policy, PolicyKey } from '@agora/contract/pages-content';
import type { TicketSummary } from '@agora/contract/tickets';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/api-client';

/** Each policy's call as the spec spells it (about us is a POST there). */
const CALLS: Record<PolicyKey, { path: string; method: 'GET' | 'POST' }> = {
  about_us: { path: '/about_us-policy', method: 'POST' },
  privacy: { path: '/privacy-policy', method: 'GET' },
  return: { path: '/return_policy-policy', method: 'GET' },
  support: { path: '/support-policy', method: 'GET' },
  terms: { path: '/terms-policy', method: 'GET' },
};

/** Quiet: an unpublished page (2000019) shows its own "not available" state. */
export function usePolicy(key: PolicyKey) {
  const { i18n } = useTranslation();
  const { path, method } = CALLS[key];
  return useQuery({
    queryKey: ['policy', key, i18n.language],
    queryFn: () => request<Policy>(path, { method, quiet: true }),
    staleTime: 300_000,
  });
}

/** "Contact us": a conversation with the mall (no shop). Quiet: the form shows the refusal. */
export function useContactMall() {
  return useMutation({
    mutationFn: (message: { subject: string; body: string }) => request<TicketSummary>('/customer/ticket/create', { quiet: true, body: message }),
  });
}
