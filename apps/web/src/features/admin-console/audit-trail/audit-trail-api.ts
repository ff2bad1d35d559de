/** The console's audit trail: a filtered page of rows with the chain's check, and the same filter as a CSV download. */
import type { AuditTrailFilterInput, AuditTrailPage } from '@agora/contract/audit-trail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { REQUEST_TIMEOUT_MS, request } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { prefs } from '../../../lib/prefs';
import { adminKey, PAGE_SIZE } from '../api/keys';

const trailKey = [...adminKey, 'audit-trail'] as const;

/** The filter without its empty fields, as a query string's values. */
const present = (filter: AuditTrailFilterInput) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as Record<string, string>;

export function useAuditTrail(filter: AuditTrailFilterInput, page: number) {
  return useQuery({
    queryKey: [...trailKey, filter, page],
    queryFn: () => request<AuditTrailPage>('/admin/audit-trail/list', { query: { ...present(filter), page, page_size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered trail as CSV (fetched with the session's token, then saved under the server's file name). */
export async function downloadTrail(filter: AuditTrailFilterInput): Promise<void> {
  const token = prefs.token();
  const query = new URLSearchParams(present(filter)).toString();
  const response = await fetch(`/api/admin/audit-trail/export${query ? `?${query}` : ''}`, {
    headers: { lang: prefs.lang(), ...(token ? { 'access-token': token } : {}) },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok || !response.headers.get('content-type')?.includes('text/csv')) {
    const envelope = response ? await response.json().catch(() => null) : null;
    toast.emit({ message: typeof envelope?.message === 'string' ? envelope.message : i18n.t('common.requestError'), kind: 'error' });
    return;
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-trail.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
