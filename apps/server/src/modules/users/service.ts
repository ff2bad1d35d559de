/** The user as the API shows it, with the counts beside it, and profile edits. */
import type { UpdateUserInput, User, UserInfo, UserRole } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import { isLang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { isCommonPassword } from '../../lib/common-passwords';
import { fail, ok, type Result } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { deleteOtherTokens, findUserById, rolesOf } from '../auth/queries';
import { countCartLines } from '../cart/service';
import { notifyFlag } from '../notices/notify-flag';
import { openShopIdOf } from '../shops/queries';
import { countUnreadNotices, countWishlist, hasReferrals, isEnabledCurrency, isOwnUpload, updateUserRow } from './queries';

export function toUser(row: UserRow, roles: UserRole[]): User {
  return {
    id: row.id,
    firstname: row.firstname,
    email: row.email,
    phone: row.phone,
    phone_verified: row.phone_verified !== '' && row.phone_verified === row.phone,
    email_verified: row.email_verified !== '' && row.email_verified === row.email,
    avatar: row.avatar,
    invitation_code: row.invitation_code,
    roles,
    lang: row.lang,
    currency: row.currency,
    created_at: row.created_at,
  };
}

export async function loadUser(db: Db, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new Error(`user ${userId} vanished`);
  const [granted, referrer] = await Promise.all([rolesOf(db, userId), hasReferrals(db, userId)]);
  return toUser(row, referrer ? [...granted, 'affiliate'] : granted);
}

/** Everything `get_userinfo` answers. */
export async function getUserInfo(db: Db, userId: number, sellerUrl: string, tokenId: number): Promise<UserInfo> {
  const [user, cart, wishlist, notices, notify, shopId] = await Promise.all([
    loadUser(db, userId),
    countCartLines(db, userId),
    countWishlist(db, userId),
    countUnreadNotices(db, userId),
    notifyFlag(db, userId, tokenId),
    openShopIdOf(db, userId),
  ]);
  return { user, seller_url: sellerUrl, card: { count: cart }, product: { count: wishlist }, notice: { count: notices }, notify, shop_id: shopId };
}

export async function unreadNoticeCount(db: Db, userId: number): Promise<number> {
  return countUnreadNotices(db, userId);
}

export async function cartCount(db: Db, userId: number): Promise<number> {
  return countCartLines(db, userId);
}

/**
 * The avatar as stored: '' (none) or the path of an image this user uploaded, given bare or as its
 * URL under MEDIA_BASE_URL; null for anything else (another user's upload, an outside address).
 */
async function ownAvatar(db: Db, userId: number, avatar: string, mediaBaseUrl: string): Promise<string | null> {
  if (avatar === '') return '';
  const prefix = `${mediaBaseUrl}/`;
  const path = avatar.startsWith(prefix) ? avatar.slice(prefix.length) : avatar;
  return (await isOwnUpload(db, userId, path)) ? path : null;
}

/** A password change asked for with `update_user`: checked, then the new password's hash. */
async function newPasswordHash(db: Db, userId: number, input: UpdateUserInput): Promise<Result<string | null>> {
  const { old_password: oldPassword, password, confirm_password: confirm } = input;
  if (!oldPassword && password === undefined && !confirm) return ok(null);
  if (!oldPassword) return fail(ErrorCode.accountDataWrong, { field: 'old_password', reason: 'required' });
  if (password === undefined) return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'required' });
  if (password !== confirm) return fail(ErrorCode.accountDataWrong, { field: 'confirm_password', reason: 'mismatch' });
  // The rules of registration and reset: the length is the contract's, the common list the auth module's.
  if (isCommonPassword(password)) return fail(ErrorCode.accountDataWrong, { field: 'password', reason: 'commonPassword' });
  const row = await findUserById(db, userId);
  if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
    return fail(ErrorCode.accountDataWrong, { field: 'old_password', reason: 'invalid' });
  }
  return ok(await hashPassword(password));
}

/**
 * Edits the profile. Every field is checked before anything is written; a new password is written
 * with the rest in one transaction that also ends the user's other sessions (the caller's stays).
 */
export async function updateUser(db: Db, userId: number, input: UpdateUserInput, ctx: { mediaBaseUrl: string; tokenId: number }): Promise<Result<User>> {
  if (input.lang !== undefined && !isLang(input.lang)) {
    return fail(ErrorCode.accountDataWrong, { field: 'lang', reason: 'invalid' });
  }
  if (input.currency !== undefined && !(await isEnabledCurrency(db, input.currency))) {
    return fail(ErrorCode.accountDataWrong, { field: 'currency', reason: 'invalid' });
  }
  const { firstname, phone, avatar: avatarInput, lang, currency } = input;
  const values: Parameters<typeof updateUserRow>[2] = Object.fromEntries(
    Object.entries({ firstname, phone, lang, currency }).filter(([, v]) => v !== undefined),
  );
  if (avatarInput !== undefined) {
    const avatar = await ownAvatar(db, userId, avatarInput, ctx.mediaBaseUrl);
    if (avatar === null) return fail(ErrorCode.accountDataWrong, { field: 'avatar', reason: 'notOwnUpload' });
    values.avatar = avatar;
  }
  const passwordHash = await newPasswordHash(db, userId, input);
  if (!passwordHash.ok) return passwordHash;
  if (passwordHash.value !== null) values.password_hash = passwordHash.value;

  if (Object.keys(values).length > 0) {
    await db.transaction().execute(async (trx) => {
      await updateUserRow(trx, userId, { ...values, updated_at: nowIso() });
      if (passwordHash.value !== null) await deleteOtherTokens(trx, userId, ctx.tokenId);
    });
  }
  return ok(await loadUser(db, userId));
}
