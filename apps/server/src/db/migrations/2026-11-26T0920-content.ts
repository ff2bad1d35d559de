/**
 * The mall's own pages: the five policy pages and the blog, each text per language. Frozen once merged.
 *
 * - `policy_page.key`: 'about_us' | 'privacy' | 'return' | 'support' | 'terms'; `published` 0|1.
 * - `policy_translation`, `blog_article_translation`: rich text is stored sanitised (HTML).
 * - `blog_article.published_at`: set when first published, kept when unpublished and published again.
 * - `blog_category_translation.name`, per language; English is the fallback everywhere.
 */
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('policy_page')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('policy_translation')
    .addColumn('key', 'text', (c) => c.notNull().references('policy_page.key').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_translation_pk', ['key', 'lang'])
    .execute();

  await db.schema
    .createTable('blog_category')
    .addColumn('id', idType, id)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blog_category_translation')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_category.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_category_translation_pk', ['category_id', 'lang'])
    .execute();

  await db.schema
    .createTable('blog_article')
    .addColumn('id', idType, id)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_category.id'))
    .addColumn('cover_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public lists: published, newest first, of one category or all.
  await db.schema.createIndex('blog_article_list_idx').on('blog_article').columns(['published', 'published_at']).execute();
  await db.schema.createIndex('blog_article_category_idx').on('blog_article').columns(['category_id', 'published', 'published_at']).execute();
  await db.schema
    .createTable('blog_article_translation')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('blog_article.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_article_translation_pk', ['article_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_article_translation').execute();
  await db.schema.dropTable('blog_article').execute();
  await db.schema.dropTable('blog_category_translation').execute();
  await db.schema.dropTable('blog_category').execute();
  await db.schema.dropTable('policy_translation').execute();
  await db.schema.dropTable('policy_page').execute();
}
