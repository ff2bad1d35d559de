/**
 * `/pages/blog/detail?id=`: one article in the reader's language: its cover, category, title,
 * date and body, then up to four related articles of its category.
 */
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconNewsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { mediaUrl } from '../../lib/media';
import { RetryNotice } from '../orders/retry-notice';
import { formatDay } from '../policies/policy-date';
import { RichText } from '../policies/rich-text';
import { EmptyState } from '../system/empty-state';
import { usePageTitle } from '../system/page-title';
import { useBlogArticle } from './api';
import { BlogCard } from './blog-card';
import './blog.css';

const BLOG_PATH = '/pages/blog/blog';

function Loading() {
  return (
    <Stack gap="sm" aria-busy>
      <Skeleton style={{ aspectRatio: '16 / 9' }} radius="md" />
      <Skeleton height={30} width="70%" />
      <Skeleton height={14} width={160} />
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} height={14} />
      ))}
    </Stack>
  );
}

export default function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const article = useBlogArticle(id);
  const data = article.data;
  usePageTitle(data?.title);

  const missing = id <= 0 || (article.error instanceof ApiError && !article.error.isNetwork);
  return (
    <div className="blog-article">
      <Anchor component={Link} to={BLOG_PATH} fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} mb="xs">
        <IconChevronLeft size={16} aria-hidden />
        {t('blog.allArticles')}
      </Anchor>
      {missing ? (
        <EmptyState
          icon={IconNewsOff}
          title={t('blog.unavailable')}
          body={t('blog.unavailableBody')}
          action={{ label: t('blog.allArticles'), to: BLOG_PATH }}
          testId="blog-unavailable"
        />
      ) : article.isError ? (
        <RetryNotice onRetry={() => article.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <article>
            <img className="blog-article-cover" src={mediaUrl(data.cover_image)} alt="" width={1280} height={720} />
            <div className="blog-article-body" style={{ marginTop: -24, position: 'relative', marginInline: 'var(--mantine-spacing-xs)' }}>
              <Group gap="xs" fz="sm" mb={6}>
                <Anchor component={Link} to={`${BLOG_PATH}?category_id=${data.category.id}`} fz="sm" fw={600} c="orange.8" data-testid="blog-article-category">
                  {data.category.name}
                </Anchor>
                <Text span c="dimmed" fz="sm" aria-hidden>
                  ·
                </Text>
                <Text span c="dimmed" fz="sm" component="time" dateTime={data.published_at} data-testid="blog-article-date">
                  {formatDay(data.published_at, i18n.language)}
                </Text>
              </Group>
              <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.3} mb="md" data-testid="blog-article-title">
                {data.title}
              </Title>
              <RichText html={data.body} testId="blog-article-body" />
            </div>
          </article>
          {data.related.length > 0 && (
            <section aria-labelledby="blog-related" style={{ marginTop: 32 }} data-testid="blog-related">
              <Title order={2} fz="lg" mb="sm" id="blog-related">
                {t('blog.related')}
              </Title>
              <div className="blog-grid">
                {data.related.map((related) => (
                  <BlogCard key={related.id} article={related} compact />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
