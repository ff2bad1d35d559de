/**
 * `/pages/blog/blog`: the blog of daily news. Categories as chips with their article counts
 * ("All" first), then the chosen category's articles as cards, newest first, a page at a time;
 * the category and page live in the address (`?category_id=&page=`).
 */
import { Center, Chip, Pagination, Skeleton, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryNotice } from '../orders/retry-notice';
import { EmptyState } from '../system/empty-state';
import { BLOG_PAGE_SIZE, useBlogCategories, useBlogList } from './api';
import { BlogCard, BlogCardSkeletons } from './blog-card';
import './blog.css';

function CategoryChips({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const categories = useBlogCategories();
  if (categories.isPending) return <Skeleton height={30} mb="md" width="70%" />;
  const all = categories.data?.reduce((sum, c) => sum + c.article_count, 0) ?? 0;
  const chips = [{ id: 0, name: t('blog.all'), article_count: all }, ...(categories.data ?? [])];
  return (
    <Chip.Group multiple={false} value={String(value)} onChange={(next) => onChange(Number(next))}>
      <fieldset className="blog-chips" aria-label={t('blog.categories')} data-testid="blog-categories">
        {chips.map((c) => (
          <Chip key={c.id} value={String(c.id)} color="orange" variant="outline" data-testid={`blog-category-${c.id}`}>
            {c.name} <span className="agora-figure">({c.article_count})</span>
          </Chip>
        ))}
      </fieldset>
    </Chip.Group>
  );
}

export default function BlogListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = Math.max(0, Number(params.get('category_id')) || 0);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBlogList(categoryId, page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / BLOG_PAGE_SIZE)) : 1;

  const goTo = (next: { categoryId?: number; page?: number }) => {
    const merged = new URLSearchParams(params);
    const category = next.categoryId ?? categoryId;
    if (category) merged.set('category_id', String(category));
    else merged.delete('category_id');
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    else merged.delete('page');
    setParams(merged, { replace: next.categoryId !== undefined });
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <div style={{ maxWidth: 1120, marginInline: 'auto' }}>
      <Title order={1} fz={{ base: 'xl', sm: 28 }} mb="sm">
        {t('pages.blog')}
      </Title>
      <CategoryChips value={categoryId} onChange={(id) => goTo({ categoryId: id })} />
      {list.isError && !data ? (
        <RetryNotice onRetry={() => list.refetch()} />
      ) : data && data.list.length === 0 ? (
        <EmptyState icon={IconNews} title={t('blog.empty')} body={t('blog.emptyBody')} action={{ label: t('nav.home'), to: '/' }} testId="blog-empty" />
      ) : (
        <div className="blog-grid" data-testid="blog-list" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data ? data.list.map((article) => <BlogCard key={article.id} article={article} />) : <BlogCardSkeletons count={6} />}
        </div>
      )}
      {pages > 1 && (
        <Center mt="lg">
          <Pagination total={pages} value={page} onChange={(next) => goTo({ page: next })} size="sm" data-testid="blog-pages" />
        </Center>
      )}
    </div>
  );
}
