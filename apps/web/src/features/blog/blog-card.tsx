/**
 * An article in a list (the blog, the home page, an article's related ones): its cover, category,
 * title on two lines at most, summary and date, the whole card one link to the article.
 */
import type { BlogArticleCard } from '@agora/contract/pages-content';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { formatDay } from '../policies/policy-date';
import './blog.css';

export const articlePath = (id: number) => `/pages/blog/detail?id=${id}`;

export function BlogCard({ article, compact = false }: { article: BlogArticleCard; compact?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <article className="blog-card" data-testid="blog-card">
      <Link to={articlePath(article.id)} className="blog-card-link">
        <img className="blog-card-cover" src={mediaUrl(article.cover_image)} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <div className="blog-card-body">
          <span className="blog-card-category">{article.category.name}</span>
          <h3 className="blog-card-title agora-clamp-2">{article.title}</h3>
          {!compact && <p className="blog-card-summary">{article.summary}</p>}
          <time className="blog-card-date" dateTime={article.published_at}>
            {formatDay(article.published_at, i18n.language)}
          </time>
        </div>
      </Link>
    </article>
  );
}

export function BlogCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, n) => (
    <div key={n} className="blog-card" aria-hidden>
      <Skeleton className="blog-card-cover" radius={0} />
      <div className="blog-card-body">
        <Skeleton height={12} width={80} />
        <Skeleton height={18} mt={8} />
        <Skeleton height={12} mt={8} width="70%" />
      </div>
    </div>
  ));
}
