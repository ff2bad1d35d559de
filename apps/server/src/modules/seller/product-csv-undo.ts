/**
 * The undo of an import that stopped part-way: the products it created go again, in short
 * transactions like the import's own. They are new and waiting for review, so no buyer has seen
 * them; what hangs on a product (texts, pictures, variants, search row) goes with it by the
 * foreign keys. SQLite's search indexes are external-content FTS5 tables, which do not follow
 * their content table by themselves: their entries are deleted first, as catalog/search.ts
 * does when it rewrites a product's search text.
 * @example await removeImportedProducts(db, 2, [301, 302], pause)
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { inTransaction } from '../../db/transaction';

const PRODUCTS_PER_TRANSACTION = 100;

export async function removeImportedProducts(db: Db, shopId: number, productIds: number[], pause: () => Promise<void>): Promise<void> {
  for (let start = 0; start < productIds.length; start += PRODUCTS_PER_TRANSACTION) {
    const ids = productIds.slice(start, start + PRODUCTS_PER_TRANSACTION);
    await inTransaction(db, async (trx) => {
      if (!isPostgres(db)) {
        const own = sql`select id from product where id in (${sql.join(ids)}) and shop_id = ${shopId}`;
        const of = sql`from product_search where product_id in (${own})`;
        await sql`insert into product_fts(product_fts, rowid, text) select 'delete', product_id, text ${of}`.execute(trx);
        await sql`insert into product_cjk_fts(product_cjk_fts, rowid, cjk) select 'delete', product_id, cjk ${of}`.execute(trx);
        await sql`insert into product_word_fts(product_word_fts, rowid, text) select 'delete', product_id, text ${of}`.execute(trx);
      }
      await trx.deleteFrom('product').where('id', 'in', ids).where('shop_id', '=', shopId).execute();
    });
    await pause();
  }
}
