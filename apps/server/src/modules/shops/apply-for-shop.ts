/**
 * A user applies to open a shop, and reads back their latest application. One open application
 * (pending or approved) per user; a refused applicant applies again with a new row.
 * @example unwrap(await applyForShop(db, userId, input, { mediaBaseUrl }))
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Applied, ApplySellerInput, SellerApplication } from '@agora/contract/shops';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { requireProvedEmail } from '../account/email-verify';
import { NoticeState, NoticeType, notify } from '../notices/notify';
import { isOwnUpload } from '../users/queries';
import { activeShopNamed, hasOpenApplication, insertApplication, latestApplicationOf, ownsShop } from './queries';

const ID_IMAGES = ['id_front_image', 'id_back_image'] as const;

/** The upload's bare path when the user uploaded it (given bare or under the media address), else null. */
async function ownUpload(db: Db, userId: number, value: string, mediaBaseUrl: string): Promise<string | null> {
  const prefix = `${mediaBaseUrl}/`;
  const path = value.startsWith(prefix) ? value.slice(prefix.length) : value;
  return (await isOwnUpload(db, userId, path)) ? path : null;
}

export async function applyForShop(db: Db, userId: number, input: ApplySellerInput, ctx: { mediaBaseUrl: string }): Promise<Result<Applied>> {
  if ((await ownsShop(db, userId)) || (await hasOpenApplication(db, userId))) return fail(ErrorCode.alreadyAppliedSeller);
  const unproved = await requireProvedEmail(db, userId, ErrorCode.sellerApplicationFailed);
  if (unproved) return unproved;
  const images: Record<(typeof ID_IMAGES)[number], string> = { id_front_image: '', id_back_image: '' };
  for (const field of ID_IMAGES) {
    const path = await ownUpload(db, userId, input[field], ctx.mediaBaseUrl);
    if (path === null) return fail(ErrorCode.sellerApplicationFailed, { field, reason: 'notOwnUpload' });
    images[field] = path;
  }
  if (await activeShopNamed(db, input.shop_name)) return fail(ErrorCode.sellerApplicationFailed, { field: 'shop_name', reason: 'taken' });

  try {
    const applied = await inTransaction(db, async (trx) => {
      const row = await insertApplication(trx, {
        user_id: userId,
        shop_name: input.shop_name,
        contact: input.contact,
        email: input.email,
        address: input.address,
        description: input.description,
        ...images,
        status: 'pending',
        created_at: nowIso(),
      });
      await notify(trx, {
        userId,
        type: NoticeType.shopApplication,
        state: NoticeState.inReview,
        template: 'shopApplicationReceived',
        params: { shop: row.shop_name },
        refId: row.id,
      });
      return row;
    });
    return ok({ ...applied, status: 'pending' });
  } catch (error) {
    // Another application of this user's was let in first (shop_application_one_open_idx).
    if (isUniqueViolation(error)) return fail(ErrorCode.alreadyAppliedSeller);
    throw error;
  }
}

/** The caller's latest application; 2000015 when they never applied. */
export async function ownApplication(db: Db, userId: number): Promise<Result<SellerApplication>> {
  const row = await latestApplicationOf(db, userId);
  if (!row) return fail(ErrorCode.sellerApplicationFailed);
  return ok({
    id: row.id,
    shop_name: row.shop_name,
    contact: row.contact,
    email: row.email,
    address: row.address,
    description: row.description,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
  });
}
