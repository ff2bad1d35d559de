/**
 * The owner's staff page: the staff and the open invitations, and `save`, which grants an
 * account its roles (none: no longer staff) or, for an address without an account, sends an
 * invitation by e-mail. Saving an address that is already invited sends a fresh link (the old
 * one stops working); saving it with no roles withdraws the invitation.
 */
import { ErrorCode } from '@agora/contract/errors';
import { BCP47, type Lang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import { STAFF_INVITE_DAYS, type StaffMember, type StaffRole, type StaffSaveInput } from '@agora/contract/staff';
import type { Db } from '../../db/database';
import { refusable } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { DAY, isoIn, nowIso } from '../../lib/time';
import { findUserByEmail } from '../auth/queries';
import { hashToken, newToken } from '../auth/tokens';
import { inLayout } from '../mail/text-in-layout';
import { setStaffRoles } from './staff-roles';

/** Staff first (by name), then the invitations still open. */
export async function listStaff(db: Db): Promise<{ list: StaffMember[]; total: number }> {
  const rows = await db
    .selectFrom('staff_role')
    .innerJoin('user', 'user.id', 'staff_role.user_id')
    .select(['user.id', 'user.email', 'user.firstname', 'staff_role.role', 'staff_role.created_at'])
    .orderBy('user.firstname')
    .orderBy('user.id')
    .execute();
  const members = new Map<number, StaffMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      user_id: row.id,
      email: row.email,
      firstname: row.firstname,
      roles: [],
      state: 'active',
      updated_at: row.created_at,
    };
    member.roles.push(row.role);
    if (row.created_at > member.updated_at) member.updated_at = row.created_at;
    members.set(row.id, member);
  }
  const invites = await openInvites(db);
  const list = [
    ...[...members.values()].map((m) => ({ ...m, roles: sortRoles(m.roles) })),
    ...invites.map(
      (i): StaffMember => ({ user_id: null, email: i.email, firstname: '', roles: JSON.parse(i.roles), state: 'invited', updated_at: i.created_at }),
    ),
  ];
  return { list, total: list.length };
}

const ORDER: readonly StaffRole[] = ['owner', 'catalogue', 'orders', 'finance', 'support', 'content'];
const sortRoles = (roles: StaffRole[]) => [...new Set(roles)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

const openInvites = (db: Db) =>
  db.selectFrom('staff_invite').selectAll().where('accepted_at', 'is', null).where('expires_at', '>', nowIso()).orderBy('created_at', 'desc').execute();

export interface SaveContext {
  ownerId: number;
  lang: Lang;
  mailer: Mailer;
  /** The mall's origin, for the invitation link. */
  origin: string;
}

/** Grants an account its roles, or invites the address; answers the member as the staff list shows it. */
export async function saveStaff(db: Db, input: StaffSaveInput, ctx: SaveContext): Promise<Result<StaffMember>> {
  const roles = sortRoles(input.roles);
  const user = await findUserByEmail(db, input.email);
  if (user) {
    const saved = await refusable(db, (trx) => setStaffRoles(trx, user.id, roles, ctx.ownerId));
    if (!saved.ok) return saved;
    return ok({ user_id: user.id, email: user.email, firstname: user.firstname, roles, state: 'active', updated_at: nowIso() });
  }
  const withdrawn = await db.deleteFrom('staff_invite').where('email', '=', input.email).where('accepted_at', 'is', null).executeTakeFirst();
  if (roles.length > 0) return invite(db, input.email, roles, ctx);
  if (Number(withdrawn.numDeletedRows) === 0) return fail(ErrorCode.noData, { field: 'email', reason: 'invalid' });
  return ok({ user_id: null, email: input.email, firstname: '', roles: [], state: 'invited', updated_at: nowIso() });
}

async function invite(db: Db, email: string, roles: StaffRole[], ctx: SaveContext): Promise<Result<StaffMember>> {
  const token = newToken();
  const now = nowIso();
  const { id } = await db
    .insertInto('staff_invite')
    .values({
      email,
      roles: JSON.stringify(roles),
      token_hash: hashToken(token),
      invited_by: ctx.ownerId,
      created_at: now,
      expires_at: isoIn(STAFF_INVITE_DAYS * DAY),
      accepted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await db.selectFrom('user').select('firstname').where('id', '=', ctx.ownerId).executeTakeFirstOrThrow();
  const texts = MESSAGES[ctx.lang].mail;
  try {
    await ctx.mailer.send(
      await inLayout(ctx.lang, {
        to: email,
        subject: texts.staffInviteSubject,
        text: formatMessage(texts.staffInviteText, {
          inviter: owner.firstname,
          roles: new Intl.ListFormat(BCP47[ctx.lang], { type: 'conjunction' }).format(roles.map((role) => texts.staffRoles[role])),
          days: STAFF_INVITE_DAYS,
          link: `${ctx.origin}/#/admin/invite/${token}`,
        }),
      }),
    );
  } catch {
    await db.deleteFrom('staff_invite').where('id', '=', id).execute();
    return fail(ErrorCode.mailFailed);
  }
  return ok({ user_id: null, email, firstname: '', roles, state: 'invited', updated_at: now });
}
