/** The after-sales window (website config `after_sales_days`, default 15): days after completion a buyer may still ask. */
import type { Executor } from '../../db/database';

export const AFTER_SALES_DAYS_DEFAULT = 15;

export async function afterSalesDays(db: Executor): Promise<number> {
  const row = await db.selectFrom('website_config').select('value').where('key', '=', 'after_sales_days').executeTakeFirst();
  const value = Number(row?.value);
  return row && Number.isInteger(value) && value >= 0 ? value : AFTER_SALES_DAYS_DEFAULT;
}

export async function saveAfterSalesDays(db: Executor, days: number): Promise<{ after_sales_days: number }> {
  const value = String(days);
  await db
    .insertInto('website_config')
    .values({ key: 'after_sales_days', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return { after_sales_days: await afterSalesDays(db) };
}
