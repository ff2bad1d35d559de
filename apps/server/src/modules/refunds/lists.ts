/** Reading requests: a buyer's, a shop's, or all of them (the mall), paged newest first; one by id within the caller's own. */
import type { Page } from '@agora/contract/envelope';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { AdminRefund, Refund, RefundState } from '@agora/contract/refunds';
import type { Db } from '../../db/database';
import { fail, ok, type Result } from '../../lib/errors';
import { localizeSoldOptions } from '../catalog/variant-options';
import { findRefund, refundPage } from './queries';
import type { Actor } from './steps';
import { adminRefundView, refundView } from './view';

type Query = { state?: readonly RefundState[]; page: number; page_size: number };

export async function listRefunds(db: Db, lang: Lang, owner: { userId?: number; shopId?: number }, query: Query): Promise<Page<Refund>> {
  const { rows, total } = await refundPage(db, owner, query.state, query.page, query.page_size);
  return { list: (await localizeSoldOptions(db, lang, rows)).map((row) => refundView(row, lang)), total, page: query.page, page_size: query.page_size };
}

export async function listAllRefunds(db: Db, lang: Lang, query: Query): Promise<Page<AdminRefund>> {
  const { rows, total } = await refundPage(db, {}, query.state, query.page, query.page_size);
  return { list: (await localizeSoldOptions(db, lang, rows)).map((row) => adminRefundView(row, lang)), total, page: query.page, page_size: query.page_size };
}

/** One request of the caller's own (the buyer's, or the shop's); another's answers 2000019. */
export async function refundOf(db: Db, lang: Lang, actor: Actor, id: number): Promise<Result<Refund>> {
  const row = await findRefund(db, id);
  const mine = row && ('userId' in actor ? row.user_id === actor.userId : 'shopId' in actor ? row.shop_id === actor.shopId : true);
  if (!row || !mine) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  const [shown] = await localizeSoldOptions(db, lang, [row]);
  return ok(refundView(shown ?? row, lang));
}
