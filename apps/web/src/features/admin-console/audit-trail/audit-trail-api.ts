/** The console's audit trail: a filtered page of rows with the chain's check, and the same filter as a CSV download. */
import type { AuditTrailFilterInput, AuditTrailPage } from '@agora/contract/audit-trail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download';
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
export const downloadTrail = (filter: AuditTrailFilterInput): Promise<void> => downloadCsv('/admin/audit-trail/export', present(filter), 'audit-trail.csv');
