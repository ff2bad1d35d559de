/**
 * The admin's view of shop applications: a page of them (newest first, optionally one status)
 * with the applicant's name and email, and one in full with both ID pictures.
 * @example await listApplications(db, { status: 'pending', page: 1, page_size: 20 })
 */

import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { AdminApplication, AdminApplicationDetail, ShopApplicationStatus } from '@agora/contract/shops';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { defaultCommission } from './shop-commission';

const withApplicant = (db: Db) => db.selectFrom('shop_application as a').innerJoin('user as u', 'u.id', 'a.user_id').leftJoin('shop as s', 's.id', 'a.shop_id');

const LIST_COLUMNS = [
  'a.id',
  'a.user_id',
  'a.shop_name',
  'a.contact',
  'a.email',
  'a.address',
  'a.description',
  'a.status',
  'a.reason',
  'a.created_at',
  'a.reviewed_at',
  'a.shop_id',
  'u.firstname as applicant_name',
  'u.email as applicant_email',
] as const;

export async function listApplications(db: Db, query: { status?: ShopApplicationStatus; page: number; page_size: number }): Promise<Page<AdminApplication>> {
  let base = withApplicant(db);
  if (query.status) base = base.where('a.status', '=', query.status);
  const [list, total] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy('a.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { list, total: Number(total?.n ?? 0), page: query.page, page_size: query.page_size };
}

export async function applicationDetail(db: Db, id: number): Promise<Result<AdminApplicationDetail>> {
  const row = await withApplicant(db)
    .select([...LIST_COLUMNS, 'a.id_front_image', 'a.id_back_image', 'a.reviewed_by', 's.commission_bps'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  return ok({ ...row, commission_bps: row.commission_bps ?? null, default_commission_bps: await defaultCommission(db) });
}
