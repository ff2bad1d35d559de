/**
 * The console's blog: articles by state (all, published, drafts), newest change first, a page at
 * a time (`?state=&page=`), each opening its editor; a new article; and the categories.
 */
import type { AdminBlogSummary } from '@agora/contract/pages-content';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/media';
import { PAGE_SIZE } from '../api/keys';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { StateTabs, useStateParam } from '../money/state-tabs';
import { useFormats } from '../use-formats';
import { usePageParam } from '../use-page-param';
import { BlogCategoriesPanel } from './blog-categories-panel';
import { type BlogStatus, useAdminArticles } from './content-api';
import { LanguagesWritten } from './languages-written';
import { PublishedBadge } from './published-badge';

const STATES: readonly BlogStatus[] = ['all', 'published', 'draft'];

export default function BlogPage() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const [state, setState] = useStateParam(STATES);
  const [page, setPage] = usePageParam();
  const articles = useAdminArticles(state, page);

  const columns: Column<AdminBlogSummary>[] = [
    {
      key: 'title',
      label: t('admin.content.title'),
      render: (row) => (
        <Anchor component={Link} to={String(row.id)} style={{ display: 'inline-flex', gap: 10, alignItems: 'center' }}>
          <img src={mediaUrl(row.cover_image)} alt="" width={64} height={36} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
          <span>{row.title}</span>
        </Anchor>
      ),
    },
    { key: 'category', label: t('admin.content.category'), render: (row) => row.category },
    { key: 'state', label: t('admin.content.state'), render: (row) => <PublishedBadge published={row.published === 1} />, nowrap: true },
    { key: 'langs', label: t('admin.content.languages'), render: (row) => <LanguagesWritten langs={row.langs} />, nowrap: true },
    { key: 'date', label: t('admin.content.publishedAt'), render: (row) => (row.published_at ? date(row.published_at) : '—'), nowrap: true },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.nav.blog')}
        intro={t('admin.content.blogIntro')}
        action={
          <Button component={Link} to="new" leftSection={<IconPlus size={16} aria-hidden />} data-testid="new-article">
            {t('admin.content.newArticle')}
          </Button>
        }
      />
      <Stack gap="md">
        <div>
          <StateTabs states={STATES} value={state} onChange={setState} label={(s) => t(`admin.content.filter_${s}`)} />
          <DataList
            rows={articles.data?.list ?? []}
            columns={columns}
            rowKey={(row) => row.id}
            loading={articles.isPending}
            caption={t('admin.nav.blog')}
            empty={<Text c="dimmed">{t('admin.content.noArticles')}</Text>}
          />
          <Pager page={page} total={articles.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
        </div>
        <BlogCategoriesPanel />
      </Stack>
    </>
  );
}
