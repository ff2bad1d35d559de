/** The console's reports (the summary by day and month, the CSV exports) and newsletter subscribers (list, export, unsubscribe). */
import type { Page } from '@agora/contract/envelope';
import type { NewsletterState, NewsletterSubscriber, ReportExportKind, ReportSummary } from '@agora/contract/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download';
import { adminKey, PAGE_SIZE } from '../api/keys';

const reportsKey = [...adminKey, 'reports'] as const;
const newsletterKey = [...adminKey, 'newsletter'] as const;

export interface ReportRangeValue {
  from?: string;
  to?: string;
}

const present = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Record<string, string>;

/** The figures for the range (the server's default, the last 30 days, when neither end is set). */
export function useReportSummary(range: ReportRangeValue) {
  return useQuery({
    queryKey: [...reportsKey, 'summary', range.from ?? '', range.to ?? ''],
    queryFn: () => request<ReportSummary>('/admin/report/summary', { query: present({ from: range.from, to: range.to }) }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const downloadReport = (kind: ReportExportKind, range: ReportRangeValue) =>
  downloadCsv('/admin/report/export', present({ kind, from: range.from, to: range.to }), `${kind}.csv`);

export interface NewsletterFilter {
  q?: string;
  state?: NewsletterState;
}

export function useSubscribers(filter: NewsletterFilter, page: number) {
  return useQuery({
    queryKey: [...newsletterKey, filter.q ?? '', filter.state ?? '', page],
    queryFn: () =>
      request<Page<NewsletterSubscriber>>('/admin/newsletter/list', {
        query: { ...present({ q: filter.q, state: filter.state }), page, page_size: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export const downloadSubscribers = (filter: NewsletterFilter) =>
  downloadCsv('/admin/newsletter/export', present({ q: filter.q, state: filter.state }), 'newsletter-subscribers.csv');

export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<NewsletterSubscriber>('/admin/newsletter/unsubscribe', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: newsletterKey }),
  });
}
