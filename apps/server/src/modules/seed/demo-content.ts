/**
 * The demo's own pages: the five policy pages (published) and a blog of three categories and six
 * articles with cover pictures drawn like the adverts, every text in all eleven languages
 * (content-texts/<lang>.ts). Rich text goes through the same sanitiser as an operator's.
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { POLICY_KEYS } from '@agora/contract/pages-content';
import type { Db } from '../../db/database';
import { sanitizePageHtml } from '../../lib/page-html';
import { DAY, HOUR } from '../../lib/time';
import { en } from './content-texts/en';
import { es } from './content-texts/es';
import { hi } from './content-texts/hi';
import { id } from './content-texts/id';
import { jp } from './content-texts/jp';
import { ms } from './content-texts/ms';
import { pt } from './content-texts/pt';
import { th } from './content-texts/th';
import type { ContentTexts } from './content-texts/types';
import { vn } from './content-texts/vn';
import { zh } from './content-texts/zh';
import { zhtw } from './content-texts/zhtw';
import type { ArtKind } from './demo-types';
import { type ImageJob, renderImages } from './images';
import { bannerSvg } from './product-art';

export const CONTENT_TEXTS: Record<Lang, ContentTexts> = { en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn };

/** The categories' order: mall news, shopping guides, seller stories. */
const DEMO_BLOG_CATEGORIES = 3;

/** The six articles: their category (index), cover drawing and how many days ago they came out. */
export const DEMO_ARTICLES: { category: number; art: ArtKind; colors: [string, string]; daysAgo: number }[] = [
  { category: 0, art: 'bag', colors: ['#0ea5e9', '#6366f1'], daysAgo: 1 },
  { category: 1, art: 'watch', colors: ['#f59e0b', '#ef4444'], daysAgo: 3 },
  { category: 2, art: 'coffee', colors: ['#92400e', '#f59e0b'], daysAgo: 5 },
  { category: 1, art: 'tshirt', colors: ['#db2777', '#9333ea'], daysAgo: 8 },
  { category: 0, art: 'phone', colors: ['#16a34a', '#0d9488'], daysAgo: 12 },
  { category: 2, art: 'plant', colors: ['#15803d', '#84cc16'], daysAgo: 20 },
];

/** Writes the pages and the blog; their pictures are rendered under `mediaDir/blog/`. */
export async function seedDemoContent(db: Db, mediaDir: string): Promise<void> {
  const now = Date.now();
  const at = (ms: number) => new Date(now - ms).toISOString();
  const images: ImageJob[] = [];
  await db.transaction().execute(async (trx) => {
    for (const key of POLICY_KEYS) {
      const updated = at(30 * DAY);
      await trx.insertInto('policy_page').values({ key, published: 1, updated_at: updated }).execute();
      await trx
        .insertInto('policy_translation')
        .values(
          LANGS.map((lang) => ({
            key,
            lang,
            title: CONTENT_TEXTS[lang].policies[key].title,
            content: sanitizePageHtml(CONTENT_TEXTS[lang].policies[key].content),
            updated_at: updated,
          })),
        )
        .execute();
    }

    const categoryIds: number[] = [];
    for (let index = 0; index < DEMO_BLOG_CATEGORIES; index++) {
      const { id: categoryId } = await trx
        .insertInto('blog_category')
        .values({ sort: index, created_at: at(60 * DAY) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('blog_category_translation')
        .values(LANGS.map((lang) => ({ category_id: categoryId, lang, name: CONTENT_TEXTS[lang].categories[index] as string })))
        .execute();
      categoryIds.push(categoryId);
    }

    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const published = at(article.daysAgo * DAY + 9 * HOUR);
      const { id: articleId } = await trx
        .insertInto('blog_article')
        .values({
          category_id: categoryIds[article.category] as number,
          published: 1,
          published_at: published,
          created_by: null,
          created_at: published,
          updated_at: published,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const file = `blog/${articleId}.webp`;
      await trx.updateTable('blog_article').set({ cover_image: file }).where('id', '=', articleId).execute();
      images.push({ file, svg: bannerSvg(article.art, article.colors), width: 1200, height: 630 });
      await trx
        .insertInto('blog_article_translation')
        .values(
          LANGS.map((lang) => {
            const text = CONTENT_TEXTS[lang].articles[index] as ContentTexts['articles'][number];
            return { article_id: articleId, lang, title: text.title, summary: text.summary, body: sanitizePageHtml(text.body) };
          }),
        )
        .execute();
    }
  });
  await renderImages(mediaDir, images);
}
