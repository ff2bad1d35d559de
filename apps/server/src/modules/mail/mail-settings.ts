/**
 * A user's choice of mails: each optional kind on unless turned off (`user.mail_off`, a JSON array).
 * @example await saveMailSettings(db, userId, { kinds: { shipping: false } }) // { kinds: { payment: true, shipping: false, … } }
 */
import { type MailSettings, type MailSettingsInput, OPTIONAL_MAIL_KINDS } from '@agora/contract/mail';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { mailOffOf } from './compose-mail';

const settingsOf = (off: string[]): MailSettings => ({
  kinds: Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.includes(kind)])) as MailSettings['kinds'],
});

export async function mailSettings(db: Db, userId: number): Promise<MailSettings> {
  const row = await db.selectFrom('user').select('mail_off').where('id', '=', userId).executeTakeFirstOrThrow();
  return settingsOf(mailOffOf(row.mail_off));
}

/** Applies the kinds given; the others keep their state (a user's own switches: the last save wins). */
export async function saveMailSettings(db: Db, userId: number, input: MailSettingsInput): Promise<MailSettings> {
  const off = new Set(mailOffOf((await db.selectFrom('user').select('mail_off').where('id', '=', userId).executeTakeFirstOrThrow()).mail_off));
  for (const [kind, on] of Object.entries(input.kinds)) {
    if (on) off.delete(kind);
    else off.add(kind);
  }
  const list = OPTIONAL_MAIL_KINDS.filter((kind) => off.has(kind));
  await db
    .updateTable('user')
    .set({ mail_off: JSON.stringify(list), updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
  return settingsOf(list);
}
