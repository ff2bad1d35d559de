/**
 * The console's newsletter subscribers: e-mail, language, when they subscribed and their state,
 * searched by part of the e-mail and narrowed to a state (both kept in the address), exported as
 * CSV, and unsubscribed one by one (each subscriber can also leave by the link in the newsletter).
 */
import { NEWSLETTER_STATES, type NewsletterState, type NewsletterSubscriber } from '@agora/contract/reports';
import { Badge, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconDownload, IconMail, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localeTag } from '../../../lib/i18n';
import { EmptyState } from '../../system/empty-state';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { downloadSubscribers, type NewsletterFilter, useSubscribers, useUnsubscribe } from './reports-api';

const ALL = 'all';

function useFilterParams(): [NewsletterFilter, (next: NewsletterFilter) => void] {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: NewsletterFilter = {
    q: params.get('q') ?? undefined,
    state: NEWSLETTER_STATES.includes(state as NewsletterState) ? (state as NewsletterState) : undefined,
  };
  const setFilter = (next: NewsletterFilter) =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (next.q?.trim()) updated.set('q', next.q.trim());
      if (next.state) updated.set('state', next.state);
      return updated; // a new filter starts at page 1
    });
  return [filter, setFilter];
}

function Search({ filter, onApply }: { filter: NewsletterFilter; onApply: (next: NewsletterFilter) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filter, q });
  };
  return (
    <Paper withBorder radius="md" p="sm" mb="md" component="form" onSubmit={submit} aria-label={t('admin.newsletter.search')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.newsletter.search')}
          placeholder={t('admin.newsletter.searchHint')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          style={{ flex: '1 1 220px' }}
          data-testid="newsletter-q"
        />
        <Button type="submit" data-testid="newsletter-search">
          {t('admin.newsletter.searchButton')}
        </Button>
        <Select
          label={t('admin.newsletter.stateLabel')}
          value={filter.state ?? ALL}
          onChange={(value) => onApply({ ...filter, state: !value || value === ALL ? undefined : (value as NewsletterState) })}
          data={[ALL, ...NEWSLETTER_STATES].map((value) => ({ value, label: t(`admin.newsletter.state.${value}`) }))}
          allowDeselect={false}
          w={180}
          data-testid="newsletter-state"
        />
      </Group>
    </Paper>
  );
}

export default function NewsletterPage() {
  const { t, i18n } = useTranslation();
  const { date } = useFormats();
  const [filter, setFilter] = useFilterParams();
  const [page, setPage] = usePageParam();
  const subscribers = useSubscribers(filter, page);
  const unsubscribe = useUnsubscribe();
  const [exporting, setExporting] = useState(false);
  const names = new Intl.DisplayNames([localeTag(i18n.language)], { type: 'language' });
  const language = (code: string) => {
    try {
      return names.of(localeTag(code)) ?? code;
    } catch {
      return code;
    }
  };

  const columns: Column<NewsletterSubscriber>[] = [
    { key: 'email', label: t('admin.newsletter.email'), render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span> },
    { key: 'lang', label: t('admin.newsletter.language'), nowrap: true, render: (row) => language(row.lang) },
    { key: 'subscribed', label: t('admin.newsletter.subscribedAt'), nowrap: true, render: (row) => date(row.subscribed_at) },
    {
      key: 'state',
      label: t('admin.newsletter.stateLabel'),
      render: (row) => (
        <Badge color={row.state === 'subscribed' ? 'green' : 'gray'} variant="light" data-testid="newsletter-row-state" style={{ textTransform: 'none' }}>
          {t(`admin.newsletter.state.${row.state}`)}
        </Badge>
      ),
    },
    { key: 'left', label: t('admin.newsletter.unsubscribedAt'), nowrap: true, render: (row) => (row.unsubscribed_at ? date(row.unsubscribed_at) : '—') },
  ];

  const filtered = Boolean(filter.q || filter.state);
  return (
    <>
      <PageHeader
        title={t('admin.newsletter.title')}
        intro={t('admin.newsletter.intro')}
        action={
          <Button
            leftSection={<IconDownload size={16} />}
            variant="default"
            loading={exporting}
            data-testid="newsletter-export"
            onClick={() => {
              setExporting(true);
              void downloadSubscribers(filter).finally(() => setExporting(false));
            }}
          >
            {t('admin.newsletter.export')}
          </Button>
        }
      />
      <Search key={`${filter.q ?? ''}|${filter.state ?? ''}`} filter={filter} onApply={setFilter} />
      <DataList
        rows={subscribers.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={subscribers.isPending}
        caption={t('admin.newsletter.title')}
        actions={(row) =>
          row.state === 'subscribed' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={unsubscribe.isPending && unsubscribe.variables === row.id}
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(row.id)}
              data-testid="newsletter-unsubscribe"
            >
              {t('admin.newsletter.unsubscribe')}
            </Button>
          )
        }
        empty={
          <EmptyState
            icon={IconMail}
            title={filtered ? t('admin.newsletter.emptyFiltered') : t('admin.newsletter.empty')}
            body={filtered ? t('admin.newsletter.emptyFilteredHint') : t('admin.newsletter.emptyHint')}
            testId="newsletter-empty"
          />
        }
      />
      {subscribers.data && <Pager page={page} total={subscribers.data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </>
  );
}
