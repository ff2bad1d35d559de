/**
 * Case-blind "contains" for the console's search boxes, the same on SQLite and PostgreSQL:
 * `lower(column) like '%term%' escape '\'` with the term's own wildcards escaped.
 * @example eb(lowerOf('shop.name'), 'like', containing('Mira_')) // lower("shop"."name") like '%mira\_%' escape '\'
 */
import { type RawBuilder, sql } from 'kysely';

export const lowerOf = (column: string): RawBuilder<string> => sql<string>`lower(${sql.ref(column)})`;

export function containing(term: string): RawBuilder<string> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<string>`${pattern} escape '\\'`;
}

/** A search box's text as an id, when it is one (a 32-bit integer). */
export const idOf = (term: string): number | null => (/^\d{1,10}$/.test(term) && Number(term) <= 2_147_483_647 ? Number(term) : null);
