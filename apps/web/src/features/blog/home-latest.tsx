/**
 * The home page's "from our blog": the latest three articles and a link to the blog. Loaded
 * lazily by the home page once the buyer scrolls near it (never part of the first page's code).
 */
import { useTranslation } from 'react-i18next';
import { Section } from '../home/section';
import { useLatestArticles } from './api';
import { BlogCard, BlogCardSkeletons } from './blog-card';
import './blog.css';

export const HOME_LATEST = 3;

export function HomeLatestArticles() {
  const { t } = useTranslation();
  const latest = useLatestArticles(HOME_LATEST);
  if (latest.isError || latest.data?.length === 0) return null;
  return (
    <Section title={t('blog.latest')} viewAll="/pages/blog/blog" id="home-blog">
      <div className="blog-grid" data-testid="home-blog">
        {latest.data ? latest.data.map((article) => <BlogCard key={article.id} article={article} />) : <BlogCardSkeletons count={HOME_LATEST} />}
      </div>
    </Section>
  );
}
