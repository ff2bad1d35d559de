/**
 * The mall's decision on a shop application. Approving opens the shop (active, with the
 * application's name, contact, address, email and description), makes the user a seller and
 * turns the application's notice to success; refusing records the reason and turns the notice to
 * failure with it. Only a pending application is decided: a second review of the same one answers
 * 2000018 (the first decision stands), an unknown id 2000019.
 * @example unwrap(await reviewApplication(db, adminId, { id: 4, approve: 0, reason: 'The ID picture is blurred' }))
 */
import { ErrorCode } from '@agora/contract/errors';
import type { ReviewApplicationInput, Reviewed } from '@agora/contract/shops';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { NoticeState, NoticeType, setNoticeState } from '../notices/notify';
import { activeShopNamed, addSellerRole, decidePending, findApplication, insertShop, setApplicationShop } from './queries';

/** Raised inside the transaction when another review decided first: rolls back, answers 2000018. */
class AlreadyDecided extends Error {}

export async function reviewApplication(db: Db, reviewerId: number, input: ReviewApplicationInput): Promise<Result<Reviewed>> {
  if (!input.approve && !input.reason) return fail(ErrorCode.missingParameter, { field: 'reason', reason: 'required' });
  const application = await findApplication(db, input.id);
  if (!application) return fail(ErrorCode.noData, { field: 'id', reason: 'invalid' });
  if (application.status !== 'pending') return fail(ErrorCode.dataOperationFailed);
  if (input.approve && (await activeShopNamed(db, application.shop_name))) {
    return fail(ErrorCode.dataOperationFailed, { field: 'shop_name', reason: 'taken' });
  }

  const now = nowIso();
  const status = input.approve ? 'approved' : 'rejected';
  try {
    const shopId = await inTransaction(db, async (trx) => {
      const reason = input.approve ? '' : input.reason;
      if (!(await decidePending(trx, application.id, { status, reason, reviewed_by: reviewerId, reviewed_at: now }))) throw new AlreadyDecided();
      const params = { shop: application.shop_name };
      if (!input.approve) {
        await setNoticeState(trx, {
          type: NoticeType.shopApplication,
          refId: application.id,
          state: NoticeState.failed,
          template: 'shopApplicationRejected',
          params: { ...params, reason },
        });
        return null;
      }
      const id = await insertShop(
        trx,
        {
          user_id: application.user_id,
          name: application.shop_name,
          contact: application.contact,
          address: application.address,
          email: application.email,
          id_front_image: application.id_front_image,
          id_back_image: application.id_back_image,
          commission_bps: input.commission_bps ?? null,
          created_at: now,
        },
        application.description,
      );
      await setApplicationShop(trx, application.id, id);
      await addSellerRole(trx, application.user_id);
      await setNoticeState(trx, {
        type: NoticeType.shopApplication,
        refId: application.id,
        state: NoticeState.succeeded,
        template: 'shopApplicationApproved',
        params,
      });
      return id;
    });
    return ok({ id: application.id, status, shop_id: shopId, reviewed_at: now });
  } catch (error) {
    if (error instanceof AlreadyDecided) return fail(ErrorCode.dataOperationFailed);
    throw error;
  }
}
