/**
 * The invited person's side: what the link offers, and accepting it. An address without an
 * account names itself and sets a password (the account is made with the invited roles); one
 * that has an account since gets the roles added to its own. The invitation is stamped by a
 * conditional update in the same transaction, so a link works once, however often it is sent.
 */
import { ErrorCode } from '@agora/contract/errors';
import type { Lang } from '@agora/contract/locale';
import type { StaffAcceptInput, StaffInvite, StaffRole } from '@agora/contract/staff';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { isCommonPassword } from '../../lib/common-passwords';
import { fail, ok, type Result, refuse } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { findUserByEmail, insertUser, staffRolesOf } from '../auth/queries';
import { hashToken, newInvitationCode } from '../auth/tokens';
import { setStaffRoles } from './staff-roles';

const unknownLink = () => fail(ErrorCode.noData, { field: 'token', reason: 'invalid' });

const openInvite = (db: Db, token: string) =>
  db
    .selectFrom('staff_invite')
    .innerJoin('user as inviter', 'inviter.id', 'staff_invite.invited_by')
    .select([
      'staff_invite.id',
      'staff_invite.email',
      'staff_invite.roles',
      'staff_invite.expires_at',
      'staff_invite.invited_by',
      'inviter.firstname as inviter',
    ])
    .where('staff_invite.token_hash', '=', hashToken(token))
    .where('staff_invite.accepted_at', 'is', null)
    .where('staff_invite.expires_at', '>', nowIso())
    .executeTakeFirst();

export async function readInvite(db: Db, token: string): Promise<Result<StaffInvite>> {
  const found = await openInvite(db, token);
  if (!found) return unknownLink();
  return ok({
    email: found.email,
    roles: JSON.parse(found.roles) as StaffRole[],
    account_exists: Boolean(await findUserByEmail(db, found.email)),
    invited_by: found.inviter,
    expires_at: found.expires_at,
  });
}

/** Answers the address, which logs in to the console with its (new or own) password. */
export async function acceptInvite(db: Db, input: StaffAcceptInput, lang: Lang): Promise<Result<{ email: string }>> {
  const found = await openInvite(db, input.token);
  if (!found) return unknownLink();
  const existing = await findUserByEmail(db, found.email);
  if (!existing) {
    if (!input.firstname) return fail(ErrorCode.missingParameter, { field: 'firstname', reason: 'required' });
    if (!input.password) return fail(ErrorCode.missingParameter, { field: 'password', reason: 'required' });
    if (isCommonPassword(input.password)) return fail(ErrorCode.registerDataWrong, { field: 'password', reason: 'commonPassword' });
  }
  const passwordHash = existing ? null : await hashPassword(input.password as string);
  const invited = JSON.parse(found.roles) as StaffRole[];
  const accepted = await refusable(db, async (trx) => {
    const now = nowIso();
    const stamped = await trx
      .updateTable('staff_invite')
      .set({ accepted_at: now })
      .where('id', '=', found.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(stamped.numUpdatedRows) === 0) refuse(unknownLink());
    const userId =
      existing?.id ??
      (await insertUser(
        trx,
        {
          firstname: input.firstname as string,
          email: found.email,
          // The invitation link came by mail to this address: following it proves the address.
          email_verified: found.email,
          phone: '',
          password_hash: passwordHash as string,
          invitation_code: newInvitationCode(),
          invited_by: null,
          lang,
          created_at: now,
          updated_at: now,
        },
        ['buyer'],
      ));
    const held = existing ? await staffRolesOf(trx, userId) : [];
    await setStaffRoles(trx, userId, [...new Set([...held, ...invited])], found.invited_by);
    return { email: found.email };
  });
  return accepted;
}
