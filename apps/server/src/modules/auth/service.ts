/** Registration, login and logout: the rules, in one place, over the account queries. */
import type { LoginInput, LoginResult, RegisterInput } from '@agora/contract/auth';
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { isCommonPassword } from '../../lib/common-passwords';
import { fail, ok, type Result } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { DAY, isoIn, nowIso } from '../../lib/time';
import { queueMail } from '../mail/queue-mail';
import { cartCount, loadUser, unreadNoticeCount } from '../users/service';
import { recordSignIn, type SignInClient } from '../users-admin/sign-ins';
import { claimLoginAttempt, tellOwnerLoginPaused } from './login-attempt';
import { startsLock } from './login-limits';
import { deleteToken, endLoginStreak, findUserByEmail, findUserIdByInvitationCode, insertToken, insertUser, uncountLoginFailure } from './queries';
import { hashToken, newInvitationCode, newToken } from './tokens';

export const SESSION_TTL = DAY;
export const REMEMBER_TTL = 30 * DAY;

// A hash to compare against when the email is unknown, so both failures take the same time;
// made on first need, at the cost new hashes are made with then.
let decoy: Promise<string> | null = null;
const decoyHash = () => {
  decoy ??= hashPassword('decoy password');
  return decoy;
};

/** Issues a token and answers what login answers. */
export async function startSession(db: Db, userId: number, remember: boolean, sellerUrl: string): Promise<LoginResult> {
  const token = newToken();
  const expiresAt = isoIn(remember ? REMEMBER_TTL : SESSION_TTL);
  await insertToken(db, { user_id: userId, token_hash: hashToken(token), remember: remember ? 1 : 0, expires_at: expiresAt, created_at: nowIso() });
  const [user, cart, unread] = await Promise.all([loadUser(db, userId), cartCount(db, userId), unreadNoticeCount(db, userId)]);
  return { 'access-token': token, expires_at: expiresAt, user, seller_url: sellerUrl, card: { count: cart }, message_unread_count: unread };
}

/** Creates a buyer account and logs it in. */
export async function register(db: Db, input: RegisterInput, ctx: { lang: Lang; sellerUrl: string }): Promise<Result<LoginResult>> {
  if (input.agree !== 1) return fail(ErrorCode.registerDataWrong, { field: 'agree', reason: 'mustAgree' });
  if (input.password !== input.confirm_password) return fail(ErrorCode.registerDataWrong, { field: 'confirm_password', reason: 'mismatch' });
  if (isCommonPassword(input.password)) return fail(ErrorCode.registerDataWrong, { field: 'password', reason: 'commonPassword' });
  if (await findUserByEmail(db, input.email)) return fail(ErrorCode.emailExists, { field: 'email', reason: 'invalid' });

  let invitedBy: number | null = null;
  if (input.invitation_code) {
    invitedBy = (await findUserIdByInvitationCode(db, input.invitation_code.toUpperCase())) ?? null;
    if (invitedBy === null) return fail(ErrorCode.registerDataWrong, { field: 'invitation_code', reason: 'unknownCode' });
  }

  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  let userId: number;
  try {
    userId = await db.transaction().execute((trx) =>
      insertUser(
        trx,
        {
          firstname: input.firstname,
          email: input.email,
          phone: input.phone,
          password_hash: passwordHash,
          invitation_code: newInvitationCode(),
          invited_by: invitedBy,
          lang: ctx.lang,
          created_at: now,
          updated_at: now,
        },
        ['buyer'],
      ),
    );
  } catch (error) {
    // Two registrations of one email racing past the check above: the unique index decides.
    if (await findUserByEmail(db, input.email)) return fail(ErrorCode.emailExistsRegisterFailed, { field: 'email', reason: 'invalid' });
    throw error;
  }
  queueMail(db, { kind: 'welcome', template: 'welcome', userId });
  return ok(await startSession(db, userId, false, ctx.sellerUrl));
}

/**
 * Logs in with email and password, within the account's limits on failed logins (login-limits.ts):
 * an attempt that has to wait is refused with 1000010 and the seconds to wait, even with the right
 * password. A client that already holds a working token of this account (`ctx.loggedInAs`) is
 * answered 1100006 (spec §8, user already logged in) before anything is counted or issued.
 */
export async function login(
  db: Db,
  input: LoginInput,
  ctx: { sellerUrl: string; mailer: Mailer; onMailError: (error: unknown) => void; client?: SignInClient; loggedInAs?: number },
): Promise<Result<LoginResult>> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await verifyPassword(input.password, await decoyHash());
    return fail(ErrorCode.wrongCredentials);
  }
  if (ctx.loggedInAs === user.id) return fail(ErrorCode.alreadyLoggedIn);

  const attempt = await claimLoginAttempt(db, user.id, Date.now());
  if (!attempt.ok) return fail(ErrorCode.tooManyRequests, undefined, { seconds: attempt.seconds });
  let valid: boolean;
  try {
    valid = await verifyPassword(input.password, user.password_hash);
  } catch (error) {
    // Refused before comparing (the hashing queue is full): not a wrong password.
    await uncountLoginFailure(db, user.id, attempt.failureId);
    throw error;
  }
  if (!valid) {
    if (startsLock(attempt.failures, attempt.failuresThisHour)) await tellOwnerLoginPaused(db, ctx.mailer, user, ctx.onMailError);
    return fail(ErrorCode.wrongCredentials);
  }
  await endLoginStreak(db, user.id, attempt.failureId);
  if (user.status !== 'active') return fail(ErrorCode.accountUnavailable);
  const session = await startSession(db, user.id, input.remember === 1, ctx.sellerUrl);
  if (ctx.client) await recordSignIn(db, user.id, ctx.client);
  return ok(session);
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await deleteToken(db, tokenId);
}
