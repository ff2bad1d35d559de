/**
 * Newsletter subscribers (written by the storefront's subscribe form, content/routes.ts): the
 * console's list and export, and unsubscribing, by an operator or by the link's random token.
 * Unsubscribing keeps the row (and its token) with the time it left; subscribing again clears it.
 */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { NewsletterSubscriber } from '@agora/contract/reports';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { csvLine } from '../audit-trail/trail-csv';

type Filter = { q?: string; state?: 'subscribed' | 'unsubscribed' };

function filtered(db: Executor, filter: Filter) {
  let query = db.selectFrom('newsletter_subscriber');
  if (filter.q) query = query.where(sql<boolean>`lower(email) like ${`%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  if (filter.state === 'subscribed') query = query.where('unsubscribed_at', 'is', null);
  if (filter.state === 'unsubscribed') query = query.where('unsubscribed_at', 'is not', null);
  return query;
}

const COLUMNS = ['id', 'email', 'lang', 'created_at', 'unsubscribed_at'] as const;

const toSubscriber = (row: { id: number; email: string; lang: string; created_at: string; unsubscribed_at: string | null }): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  lang: row.lang,
  subscribed_at: row.created_at,
  state: row.unsubscribed_at ? 'unsubscribed' : 'subscribed',
  unsubscribed_at: row.unsubscribed_at,
});

/** A page of subscribers, newest first. */
export async function listSubscribers(db: Executor, query: { page: number; page_size: number } & Filter): Promise<Page<NewsletterSubscriber>> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select([...COLUMNS])
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    filtered(db, query).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toSubscriber), total: Number(count.n), page: query.page, page_size: query.page_size };
}

/**
 * Every subscriber matching the filter as CSV, oldest first, each with the unsubscribe link to put
 * in what is sent to them (`origin` is the mall's address, e.g. `https://agora.example`).
 */
export async function subscribersCsv(db: Executor, filter: Filter, origin: string): Promise<string> {
  const rows = await filtered(db, filter)
    .select([...COLUMNS, 'unsubscribe_token'])
    .orderBy('id')
    .execute();
  // The storefront's page, which asks GET /api/customer/newsletter/unsubscribe and says so in the reader's language.
  const link = (token: string | null) => (token ? `${origin}/#/pages/newsletter/unsubscribe?token=${token}` : '');
  return [
    csvLine(['id', 'email', 'language', 'subscribed_at', 'state', 'unsubscribed_at', 'unsubscribe_link']),
    ...rows.map((row) => {
      const s = toSubscriber(row);
      return csvLine([s.id, s.email, s.lang, s.subscribed_at, s.state, s.unsubscribed_at, link(row.unsubscribe_token)]);
    }),
  ].join('');
}

/** Unsubscribes by id (the console); 2000019 when there is no such subscriber. Unsubscribing twice keeps the first time. */
export async function unsubscribeById(db: Executor, id: number): Promise<Result<NewsletterSubscriber>> {
  await db.updateTable('newsletter_subscriber').set({ unsubscribed_at: nowIso() }).where('id', '=', id).where('unsubscribed_at', 'is', null).execute();
  const row = await db
    .selectFrom('newsletter_subscriber')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? ok(toSubscriber(row)) : fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
}

/** Unsubscribes by the link's token; 2000019 for a token that names no subscriber. */
export async function unsubscribeByToken(db: Executor, token: string): Promise<Result<{ email: string; lang: string }>> {
  await db
    .updateTable('newsletter_subscriber')
    .set({ unsubscribed_at: nowIso() })
    .where('unsubscribe_token', '=', token)
    .where('unsubscribed_at', 'is', null)
    .execute();
  const row = await db.selectFrom('newsletter_subscriber').select(['email', 'lang']).where('unsubscribe_token', '=', token).executeTakeFirst();
  return row ? ok(row) : fail(ErrorCode.noData, { field: 'token', reason: 'invalid' });
}
