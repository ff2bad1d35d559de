/**
 * The audit trail as the console reads it: newest first, filtered by actor (a user id, or part of
 * an e-mail), target (`type:id`, a type, or an id), action (part of it) and days (UTC, both
 * included), with the actor's e-mail as it is now.
 * @example await listTrail(db, { page: 1, page_size: 20, action: 'wallet' })
 * // select … from audit_trail left join user … where lower(action) like '%wallet%' escape '\' order by id desc limit 20
 */
import type { AuditTrailFilter, AuditTrailQuery, AuditTrailRow } from '@agora/contract/audit-trail';
import type { Page } from '@agora/contract/envelope';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: string, term: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

const base = (db: Executor, filter: AuditTrailFilter) =>
  db
    .selectFrom('audit_trail as t')
    .leftJoin('user as u', 'u.id', 't.actor_user_id')
    .where((eb) => {
      const all: Expression<SqlBool>[] = [];
      if (filter.actor) {
        all.push(/^\d{1,10}$/.test(filter.actor) ? eb('t.actor_user_id', '=', Number(filter.actor)) : contains('u.email', filter.actor));
      }
      if (filter.target) {
        const [type, id] = targetParts(filter.target);
        if (type) all.push(eb('t.target_type', '=', type));
        if (id) all.push(eb('t.target_id', '=', id));
      }
      if (filter.action) all.push(contains('t.action', filter.action));
      if (filter.from) all.push(eb('t.created_at', '>=', `${filter.from}T00:00:00.000Z`));
      if (filter.to) all.push(eb('t.created_at', '<', nextDay(filter.to)));
      return eb.and(all);
    });

/** `shop:12` → ['shop', '12']; `12` → [undefined, '12']; `shop` → ['shop', undefined]. */
function targetParts(target: string): [string | undefined, string | undefined] {
  const colon = target.indexOf(':');
  if (colon >= 0) return [target.slice(0, colon).trim() || undefined, target.slice(colon + 1).trim() || undefined];
  return /^\d+$/.test(target) ? [undefined, target] : [target, undefined];
}

const COLUMNS = [
  't.id',
  't.created_at',
  't.actor_user_id',
  'u.email as actor_email',
  't.actor_roles',
  't.actor_shop_id',
  't.ip',
  't.action',
  't.target_type',
  't.target_id',
  't.before',
  't.after',
  't.reason',
  't.prev_hash',
  't.hash',
] as const;

export async function listTrail(db: Executor, query: AuditTrailQuery): Promise<Page<AuditTrailRow>> {
  const { total } = await base(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const list = await base(db, query)
    .select(COLUMNS)
    .orderBy('t.id', 'desc')
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .execute();
  return { list, total: Number(total), page: query.page, page_size: query.page_size };
}

/** The filtered rows newest first, `batch` at a time (the export reads them without holding them all). */
export async function* trailBatches(db: Executor, filter: AuditTrailFilter, batch = 1000): AsyncGenerator<AuditTrailRow[]> {
  let below = 2_147_483_647; // the greatest integer both databases' columns hold; no trail gets that long
  for (;;) {
    const rows = await base(db, filter).select(COLUMNS).where('t.id', '<', below).orderBy('t.id', 'desc').limit(batch).execute();
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    below = (rows[rows.length - 1] as AuditTrailRow).id;
  }
}
