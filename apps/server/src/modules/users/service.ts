/** The user as the API shows it, with the counts beside it, and profile edits. */
import type { Role, UpdateUserInput, User, UserInfo } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import { isLang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { fail, ok, type Result } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findUserById, rolesOf } from '../auth/queries';
import { countCartItems, countUnreadNotices, countWishlist, isOwnUpload, updateUserRow } from './queries';

export function toUser(row: UserRow, roles: Role[]): User {
  return {
    id: row.id,
    firstname: row.firstname,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    invitation_code: row.invitation_code,
    roles,
    lang: row.lang,
    created_at: row.created_at,
  };
}

export async function loadUser(db: Db, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new Error(`user ${userId} vanished`);
  return toUser(row, await rolesOf(db, userId));
}

/** Everything `get_userinfo` answers. */
export async function getUserInfo(db: Db, userId: number, sellerUrl: string): Promise<UserInfo> {
  const [user, cart, wishlist, notices] = await Promise.all([
    loadUser(db, userId),
    countCartItems(db, userId),
    countWishlist(db, userId),
    countUnreadNotices(db, userId),
  ]);
  return { user, seller_url: sellerUrl, card: { count: cart }, product: { count: wishlist }, notice: { count: notices } };
}

export async function unreadNoticeCount(db: Db, userId: number): Promise<number> {
  return countUnreadNotices(db, userId);
}

export async function cartCount(db: Db, userId: number): Promise<number> {
  return countCartItems(db, userId);
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

export async function updateUser(db: Db, userId: number, input: UpdateUserInput, ctx: { mediaBaseUrl: string }): Promise<Result<User>> {
  if (input.lang !== undefined && !isLang(input.lang)) {
    return fail(ErrorCode.accountDataWrong, { field: 'lang', reason: 'invalid' });
  }
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (input.avatar !== undefined) {
    const avatar = await ownAvatar(db, userId, input.avatar, ctx.mediaBaseUrl);
    if (avatar === null) return fail(ErrorCode.accountDataWrong, { field: 'avatar', reason: 'notOwnUpload' });
    values.avatar = avatar;
  }
  if (Object.keys(values).length > 0) await updateUserRow(db, userId, { ...values, updated_at: nowIso() });
  return ok(await loadUser(db, userId));
}
