/** The demo's policy pages and blog in one language (one file per language beside this one). */
import type { PolicyKey } from '@agora/contract/pages-content';

export interface ContentTexts {
  /** Each page's title and its content as HTML (sanitised when seeded, like an operator's). */
  policies: Record<PolicyKey, { title: string; content: string }>;
  /** The three blog categories, in the order of DEMO_BLOG_CATEGORIES. */
  categories: [string, string, string];
  /** The six articles, in the order of DEMO_ARTICLES. */
  articles: { title: string; summary: string; body: string }[];
}
